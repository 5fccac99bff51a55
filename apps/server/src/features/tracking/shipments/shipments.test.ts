import { describe, expect, it } from 'vitest';
import { JOB_PATHS } from '../../../../test/job-factories';
import {
  dcsaArrival,
  dcsaDeparture,
  openTrackedJob,
  postCallback,
  subscriptionSecret,
  trackingPaths,
  useTrackingTestApp,
} from '../../../../test/tracking-factories';

const t = useTrackingTestApp(['cs01', 'sales01']);
const shipments = (query: string, token = t.tokens.cs01) =>
  t.call({ method: 'GET', url: `${JOB_PATHS.OE.replace(/\/jobs$/, '')}/shipments?${query}`, token });

describe('the shipment list (/shipmentList/index)', () => {
  it('shows where a shipment is: its goods status, the carrier’s last and next event, and its delay', async () => {
    const job = await openTrackedJob(t, t.tokens.cs01, {
      pol: 'CNSHA',
      pod: 'USLAX',
      etd: '2099-01-10',
      eta: '2099-02-01',
    });
    expect(
      (await t.call({ method: 'POST', url: trackingPaths(job.id).subscribe, token: t.tokens.cs01, payload: {} }))
        .status,
    ).toBe(200);
    const departed = dcsaDeparture(job.mblNo, 'CNSHA', '2099-01-10T12:00:00Z');
    const late = dcsaArrival(job.mblNo, { eventID: `${job.mblNo}-arri`, eventDateTime: '2099-02-04T06:00:00Z' });
    // An estimate the later one replaced, and the plan of the departure that happened: neither is next.
    const replaced = dcsaArrival(job.mblNo, {
      eventID: `${job.mblNo}-arri-first`,
      eventCreatedDateTime: '2099-01-01T08:00:00Z',
      eventDateTime: '2099-02-02T06:00:00Z',
    });
    const planned = {
      ...departed,
      eventID: `${job.mblNo}-depa-pln`,
      eventClassifierCode: 'PLN',
      eventDateTime: '2099-01-09T00:00:00Z',
    };
    const events = [departed, late, replaced, planned];
    expect((await postCallback(t, await subscriptionSecret(t, job.id), events)).status).toBe(200);

    const found = await shipments(`mblNo=${job.mblNo}`);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data.total).toBe(1);
    expect(found.body.data.rows[0]).toMatchObject({
      jobNo: job.jobNo,
      goodsStatus: { step: 'ETA' },
      lastEvent: { eventCode: 'DEPA', classifier: 'ACT', place: 'CNSHA' },
      nextEvent: { eventCode: 'ARRI', classifier: 'EST', place: 'USLAX', at: '2099-02-04T06:00:00.000Z' },
      delayDays: 3,
      freeDateDue: null,
    });
    // The keyword finds it by the start of its job no or by its whole MB/L no.
    for (const keyword of [job.jobNo.slice(0, -1), job.mblNo.toLowerCase()])
      expect(
        (await shipments(`keyword=${keyword}&pageSize=100`)).body.data.rows.map((r: { jobId: number }) => r.jobId),
      ).toContain(job.id);
    expect((await shipments(`keyword=${job.mblNo.slice(0, -1)}`)).body.data.total).toBe(0);
    const delayed = await shipments(`delayed=true&keyword=${job.jobNo}`);
    expect(delayed.body.data.rows.map((r: { jobId: number }) => r.jobId)).toEqual([job.id]);
    expect((await shipments(`jobNo=${job.jobNo}&containerNo=TGHU0000001`)).body.data.total).toBe(0);
  });

  it('shows when the first of a shipment’s containers’ free time ends', async () => {
    const job = await openTrackedJob(t, t.tokens.cs01, { lastFreeDate: '2099-02-08' });
    const [row] = (await shipments(`mblNo=${job.mblNo}`)).body.data.rows;
    expect(row).toMatchObject({ jobId: job.id, freeDateDue: '2099-02-08' });
  });

  it('is refused without /tracking/view', async () => {
    expect((await shipments('', t.tokens.sales01)).status).toBe(403);
  });
});
