import { describe, expect, it } from 'vitest';
import { auditActionsOf, refusalsOf } from '../../../../test/db-state';
import {
  dcsaArrival,
  openTrackedJob,
  postCallback,
  subscriptionSecret,
  TRACKING_TABLES,
  trackingPaths,
  useTrackingTestApp,
} from '../../../../test/tracking-factories';
import { queryRows, sql } from '../../../db/client';

const t = useTrackingTestApp(['cs01']);
const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call({ method, url, token: t.tokens.cs01, ...(payload ? { payload } : {}) });
const refused = refusalsOf(t, [...TRACKING_TABLES, 'eta_slips']);

const userId = async (account: string) =>
  (await queryRows<{ id: number }>(t.database.db, sql`select id from users where account = ${account}`))[0]!.id;

/** A job due at Los Angeles on 1 February 2099, subscribed at the simulator. */
async function jobDueAtLosAngeles(overrides: object = {}) {
  const job = await openTrackedJob(t, t.tokens.cs01, {
    pod: 'USLAX',
    etd: '2099-01-10',
    eta: '2099-02-01',
    customerService: await userId('cs01'),
    ...overrides,
  });
  const paths = trackingPaths(job.id);
  expect((await send('POST', paths.subscribe, {})).status).toBe(200);
  const subscription = await subscriptionSecret(t, job.id);
  let made = 0;
  /** The carrier tells the vessel's arrival at Los Angeles, each telling made later than the last. */
  const carrierSays = async (at: string, classifier: 'EST' | 'ACT' = 'EST') => {
    made += 1;
    const created = `2099-01-${String(10 + made).padStart(2, '0')}T08:00:00Z`;
    const event = dcsaArrival(job.mblNo, {
      eventID: `${job.mblNo}-arri-${made}`,
      eventClassifierCode: classifier,
      eventCreatedDateTime: created,
      eventDateTime: at,
    });
    expect((await postCallback(t, subscription, [event])).status).toBe(200);
  };
  const slip = async () => (await send('GET', `${paths.tab}/eta-slip`)).body.data;
  return { job, paths, carrierSays, slip };
}

describe('ETA slips', () => {
  it('flags a job whose carrier arrival passes its ETA by more than a day, follows it, and clears it when it comes back', async () => {
    const { job, carrierSays, slip } = await jobDueAtLosAngeles();
    const slipsTold = async () =>
      ((await send('GET', '/api/notifications?pageSize=100')).body.data.rows as { params: { jobNo: string } }[]).filter(
        (n) => n.params.jobNo === job.jobNo,
      );
    await carrierSays('2099-02-02T06:00:00Z');
    expect(await slip()).toBeNull();
    await carrierSays('2099-02-05T06:00:00Z');
    expect(await slip()).toMatchObject({ jobEta: '2099-02-01', slipDays: 4, classifier: 'EST' });
    // The job list flags it, and finds the slipped jobs.
    const listed = await send('GET', `/api/ocean-export/jobs?etaSlipped=true&billNos=${job.mblNo}`);
    expect(listed.body.data.rows).toEqual([expect.objectContaining({ id: job.id, etaSlipDays: 4 })]);
    // The job's customer service is told once, with a link to the job.
    expect(await slipsTold()).toEqual([
      expect.objectContaining({ kind: 'ETA_SLIP', params: { jobNo: job.jobNo, eta: '2099-02-05', days: 4 } }),
    ]);
    await carrierSays('2099-02-06T22:00:00Z');
    expect(await slip()).toMatchObject({ slipDays: 5, carrierArrival: '2099-02-06T22:00:00.000Z' });
    await carrierSays('2099-02-01T23:00:00Z');
    expect(await slip()).toBeNull();
    expect((await send('GET', `/api/ocean-export/jobs?etaSlipped=true&billNos=${job.mblNo}`)).body.data.total).toBe(0);
    expect(await slipsTold()).toHaveLength(1);
  });

  it('tells only those of the job’s people who work in its office', async () => {
    // hk.ops works in Hong Kong only: the Shenzhen job's slip is not theirs to read.
    const { job, carrierSays } = await jobDueAtLosAngeles({ operator: await userId('hk.ops') });
    await carrierSays('2099-02-05T06:00:00Z');
    const told = await queryRows<{ account: string }>(
      t.database.db,
      sql`select u.account from notifications n join users u on u.id = n.user_id
          where n.kind = 'ETA_SLIP' and n.params->>'jobNo' = ${job.jobNo}`,
    );
    expect(told).toEqual([{ account: 'cs01' }]);
  });

  it('brings the job’s ETA and ATA to the carrier’s actual arrival in one call, at the version read', async () => {
    const { job, paths, carrierSays, slip } = await jobDueAtLosAngeles();
    const noSlip = await refused(() => send('POST', `${paths.tab}/eta-slip/update-eta`, { version: job.version }), 400);
    expect(noSlip.code).toBe('tracking.noEtaSlip');
    await carrierSays('2099-02-04T06:00:00Z', 'ACT');
    await refused(() => send('POST', `${paths.tab}/eta-slip/update-eta`, { version: job.version + 1 }), 409);
    const res = await send('POST', `${paths.tab}/eta-slip/update-eta`, { version: job.version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe("ETA updated to the carrier's arrival");
    const card = (await send('GET', `${paths.tab.replace(/\/tracking$/, '')}`)).body.data;
    expect(card).toMatchObject({ eta: '2099-02-04', ata: '2099-02-04', version: job.version + 1 });
    expect(await slip()).toBeNull();
    expect(await auditActionsOf(t, 'job', job.id)).toContain('job.etaFromCarrier');
  });
});
