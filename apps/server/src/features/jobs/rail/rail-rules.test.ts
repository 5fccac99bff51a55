import { describe, expect, it } from 'vitest';
import { refusalsOf } from '../../../../test/db-state';
import { partyWithRole } from '../../../../test/job-factories';
import { RAIL_TABLES, railInput, railPaths } from '../../../../test/rail-factories';
import { useTestApp } from '../../../../test/test-app';
import { jobWithContainers as makeJob, shanghaiCaller } from '../../../../test/trucking-factories';

const t = useTestApp(['op01', 'hk.ops', 'wh01']);
const refused = refusalsOf(t, RAIL_TABLES);
const send = shanghaiCaller(t, () => t.tokens.op01);

/** A Shanghai export job with two containers and a rail entrust of the first, not entrusted yet. */
async function entrustedJob() {
  const job = await makeJob(t, send);
  const paths = railPaths(job.id);
  const created = await send('POST', paths.tab, await railInput(t, [job.nos[0]!]));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { job, paths, entrust: created.body.data as { id: number; entrustNo: string; version: number } };
}

const issuesOf = (body: { data?: { issues?: { field: string; message: string }[] } }) => body.data?.issues ?? [];

describe('rail entrust rules on the server', () => {
  it('refuses an arrival before the departure, and a carrier that is not a railway', async () => {
    const job = await makeJob(t, send);
    const { tab } = railPaths(job.id);
    const early = await refused(
      async () =>
        send('POST', tab, await railInput(t, job.nos, { departureDate: '2026-11-05', arrivalDate: '2026-11-04' })),
      400,
    );
    expect(issuesOf(early)).toEqual([
      { field: 'body.arrivalDate', message: 'The train cannot arrive before it departs' },
    ]);
    const trucker = await partyWithRole(t, 'TRUCKER');
    const notRailway = await refused(
      async () => send('POST', tab, await railInput(t, job.nos, { carrier: trucker.id })),
      400,
    );
    expect(notRailway).toMatchObject({
      code: 'entrustment.partyWithoutRole',
      message: expect.stringContaining('Railway'),
    });
  });

  it('takes only the job’s own containers, each on one active entrust at a time', async () => {
    const { job, paths, entrust } = await entrustedJob();
    const other = await makeJob(t, send);
    const foreign = await refused(async () => send('POST', paths.tab, await railInput(t, [other.nos[0]!])), 400);
    expect(foreign).toMatchObject({
      code: 'rail.containerNotOfJob',
      message: `Container ${other.nos[0]} is not a container of job ${job.jobNo}`,
    });
    const twice = await refused(async () => send('POST', paths.tab, await railInput(t, job.nos)), 409);
    expect(twice).toMatchObject({
      code: 'rail.containerOnEntrust',
      message: `Container ${job.nos[0]} is already on rail entrust ${entrust.entrustNo}`,
    });
    // Cancelled, the entrust lets go of its container: another takes it, and the first cannot be entrusted again.
    expect((await send('POST', paths.status(entrust.id), { version: 1, to: 'CANCELLED' })).status).toBe(200);
    const second = await send('POST', paths.tab, await railInput(t, [job.nos[0]!]));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const again = await refused(() => send('POST', paths.status(entrust.id), { version: 2, to: 'NOT_ENTRUSTED' }), 409);
    expect(again.code).toBe('rail.containerOnEntrust');
  });

  it('asks a reason for a step back, and keeps a cancelled entrust read-only', async () => {
    const { job, paths, entrust } = await entrustedJob();
    const move = (version: number, to: string, reason = '') =>
      send('POST', paths.status(entrust.id), { version, to, reason });
    expect((await move(1, 'ENTRUSTED')).status).toBe(200);
    const noReason = await refused(() => move(2, 'NOT_ENTRUSTED'), 400);
    expect(issuesOf(noReason)).toEqual([{ field: 'reason', message: 'Going a step back corrects a mistake: say why' }]);
    const back = await move(2, 'NOT_ENTRUSTED', 'Wrong train booked');
    expect(back.body.data.history.at(-1)).toMatchObject({
      from: 'ENTRUSTED',
      to: 'NOT_ENTRUSTED',
      reason: 'Wrong train booked',
    });
    expect((await move(3, 'CANCELLED')).status).toBe(200);
    const edit = await refused(
      async () => send('PUT', paths.entrust(entrust.id), { ...(await railInput(t, [job.nos[0]!])), version: 4 }),
      409,
    );
    expect(edit).toMatchObject({ code: 'rail.cancelled', message: expect.stringContaining(entrust.entrustNo) });
    expect((await refused(() => send('DELETE', `${paths.entrust(entrust.id)}?version=4`), 409)).code).toBe(
      'rail.notDeletable',
    );
  });

  it('refuses a stale version, and deletes one not entrusted yet', async () => {
    const { job, paths, entrust } = await entrustedJob();
    const input = await railInput(t, job.nos, { remark: 'Both boxes on the 14:20 train' });
    const saved = await send('PUT', paths.entrust(entrust.id), { ...input, version: 1 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ version: 2, remark: 'Both boxes on the 14:20 train' });
    expect(saved.body.data.containers).toHaveLength(2);
    expect((await refused(() => send('PUT', paths.entrust(entrust.id), { ...input, version: 1 }), 409)).code).toBe(
      'record.stale',
    );
    expect(
      (await refused(() => send('POST', paths.status(entrust.id), { version: 1, to: 'ENTRUSTED' }), 409)).code,
    ).toBe('record.stale');
    expect((await send('DELETE', `${paths.entrust(entrust.id)}?version=2`)).status).toBe(200);
    expect((await send('GET', paths.tab)).body.data.entrusts).toEqual([]);
  });

  it('answers 404 for another office’s job or another job’s entrust, 403 without the job’s rights', async () => {
    const { job, paths, entrust } = await entrustedJob();
    const hk = t.tokens['hk.ops'];
    expect((await refused(() => send('GET', paths.tab, undefined, hk), 404)).code).toBe('record.notFound');
    expect(
      (await refused(() => send('POST', paths.status(entrust.id), { version: 1, to: 'ENTRUSTED' }, hk), 404)).code,
    ).toBe('record.notFound');
    const other = await makeJob(t, send);
    const elsewhere = railPaths(other.id).status(entrust.id);
    expect((await refused(() => send('POST', elsewhere, { version: 1, to: 'ENTRUSTED' }), 404)).code).toBe(
      'record.notFound',
    );
    expect(
      (await refused(async () => send('POST', paths.tab, await railInput(t, job.nos), t.tokens.wh01), 403)).code,
    ).toBe('auth.forbidden');
  });
});
