import { describe, expect, it } from 'vitest';
import { createTestRole, createTestUser, signInFirstTime } from '../../../test/admin-factories';
import {
  dcsaArrival,
  dcsaDeparture,
  openTrackedJob,
  postCallback,
  subscriptionSecret,
  trackingPaths,
  useTrackingTestApp,
} from '../../../test/tracking-factories';

const t = useTrackingTestApp(['cs01']);

describe('a job’s timeline', () => {
  it('puts the goods status the carrier’s events moved beside those events, per container too', async () => {
    const job = await openTrackedJob(t, t.tokens.cs01, {
      pol: 'CNSHA',
      pod: 'USLAX',
      etd: '2099-01-10',
      eta: '2099-02-05',
    });
    const paths = trackingPaths(job.id);
    const subscribed = await t.call({ method: 'POST', url: paths.subscribe, token: t.tokens.cs01, payload: {} });
    expect(subscribed.status).toBe(200);
    const departed = dcsaDeparture(job.mblNo, 'CNSHA', '2099-01-10T12:00:00Z');
    const discharged = {
      ...dcsaArrival(job.mblNo, {
        eventID: `${job.mblNo}-disc`,
        eventClassifierCode: 'ACT',
        eventDateTime: '2099-02-05T20:00:00Z',
      }),
      eventType: 'EQUIPMENT',
      equipmentEventTypeCode: 'DISC',
      transportEventTypeCode: undefined,
      equipmentReference: 'MSCU1234565',
      emptyIndicatorCode: 'LADEN',
    };
    const arriving = dcsaArrival(job.mblNo, { eventID: `${job.mblNo}-arri` });
    const callback = await postCallback(t, await subscriptionSecret(t, job.id), [departed, arriving, discharged]);
    expect(callback.status, JSON.stringify(callback.body)).toBe(200);

    const timeline = await t.call({
      method: 'GET',
      url: `${paths.tab.replace(/tracking$/, 'timeline')}`,
      token: t.tokens.cs01,
    });
    expect(timeline.status, JSON.stringify(timeline.body)).toBe(200);
    const lines = timeline.body.data.lines as { kind: string; step?: string; eventCode?: string; source: string }[];
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'goodsStatus', step: 'ON_BOARD', source: 'carrier' }),
        expect.objectContaining({ kind: 'goodsStatus', step: 'ETA', source: 'carrier' }),
        expect.objectContaining({ kind: 'carrierEvent', eventCode: 'DEPA', source: 'DCSA' }),
        expect.objectContaining({ kind: 'carrierEvent', eventCode: 'DISC' }),
      ]),
    );
    // By time: the departure's step comes before the arrival's.
    const steps = lines.filter((l) => l.kind === 'goodsStatus').map((l) => l.step);
    expect(steps.indexOf('ON_BOARD')).toBeLessThan(steps.indexOf('ETA'));

    const otherBox = await t.call({
      method: 'GET',
      url: `${paths.tab.replace(/tracking$/, 'timeline')}?containerNo=TGHU0000001`,
      token: t.tokens.cs01,
    });
    const codes = otherBox.body.data.lines.map((l: { eventCode?: string }) => l.eventCode);
    expect(codes).toContain('DEPA');
    expect(codes).not.toContain('DISC');

    // Without /tracking/view: the goods status alone.
    const role = await createTestRole(t, { permissions: ['/oceanExport/list'] });
    const reader = await createTestUser(t, {
      roleCodes: [role.roleCode],
      defaultOfficeCode: 'SZX',
      officeCodes: ['SZX'],
    });
    const readerToken = await signInFirstTime(t, reader.account);
    const sales = await t.call({
      method: 'GET',
      url: `${paths.tab.replace(/tracking$/, 'timeline')}`,
      token: readerToken,
    });
    expect(sales.status).toBe(200);
    expect(sales.body.data.withCarrierEvents).toBe(false);
    expect(sales.body.data.lines.every((l: { kind: string }) => l.kind === 'goodsStatus')).toBe(true);
  });
});
