import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refusalsOf } from '../../../../test/db-state';
import { GOODS_STATUS_TABLES, goodsStatusPaths, stepInput } from '../../../../test/goods-status-factories';
import { useTestApp } from '../../../../test/test-app';
import { openImportJob } from '../../../../test/warehouse-factories';
import { queryRows } from '../../../db/client';

const t = useTestApp(['cs01', 'wh01', 'hk.ops']);
const refused = refusalsOf(t, GOODS_STATUS_TABLES);
const send = (method: 'GET' | 'POST', url: string, payload?: object, token = t.tokens.cs01) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });

/** A job with its goods on board on 1 November and customs entry on 20 November. */
async function jobOnItsWay(mblNo: string) {
  const job = await openImportJob(t, t.tokens.cs01, { mblNo });
  const paths = goodsStatusPaths(job.id);
  await send('POST', paths.tab, stepInput('ON_BOARD', '2026-11-01T10:00:00Z', 0));
  const entered = await send('POST', paths.tab, stepInput('CUSTOMS_ENTRY', '2026-11-20T10:00:00Z', 1));
  expect(entered.status, JSON.stringify(entered.body)).toBe(200);
  return { job, paths };
}

describe('goods status rules on the server (spec §4)', () => {
  it('refuses a step dated out of the sequence, and a step recorded twice, and writes nothing', async () => {
    const { job, paths } = await jobOnItsWay('GSRULE0001');
    const early = await refused(
      () => send('POST', paths.tab, stepInput('ARRIVAL_NOTICE', '2026-10-31T00:00:00Z', 2)),
      400,
    );
    expect(early.message).toBe(
      `Job ${job.jobNo}: Arrival notice cannot be dated before On board (2026-11-01 10:00:00 UTC); record it as a correction with a reason`,
    );
    expect(early.data.issues).toEqual([expect.objectContaining({ field: 'body.occurredAt' })]);
    const late = await refused(
      () => send('POST', paths.tab, stepInput('ARRIVAL_NOTICE', '2026-11-21T00:00:00Z', 2)),
      400,
    );
    expect(late.code).toBe('goodsStatus.afterNext');
    const twice = await refused(() => send('POST', paths.tab, stepInput('ON_BOARD', '2026-11-02T00:00:00Z', 2)), 409);
    expect(twice.message).toBe(
      `Job ${job.jobNo}: On board is recorded already (2026-11-01 10:00:00 UTC); correct it instead`,
    );
  });

  it('accepts the same step out of order as a correction with a reason, and an abnormal event at any time', async () => {
    const { paths } = await jobOnItsWay('GSRULE0002');
    const noReason = await refused(
      () => send('POST', paths.corrections, stepInput('ARRIVAL_NOTICE', '2026-10-31T00:00:00Z', 2)),
      400,
    );
    expect(noReason.data.issues).toEqual([expect.objectContaining({ field: 'body.reason' })]);
    const corrected = await send('POST', paths.corrections, {
      ...stepInput('ARRIVAL_NOTICE', '2026-10-31T00:00:00Z', 2),
      reason: 'Notice sent on the pre-alert',
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    const offload = await send('POST', paths.tab, stepInput('OFFLOAD', '2020-01-01T00:00:00Z', 3));
    expect(offload.status, JSON.stringify(offload.body)).toBe(200);
    expect(offload.body.data.currentStep).toBe('CUSTOMS_ENTRY');
  });

  it('takes back a step only with a reason, once, keeping the row and logging who and why', async () => {
    const { job, paths } = await jobOnItsWay('GSRULE0003');
    const status = (await send('GET', paths.tab)).body.data;
    const entry = status.entries.find((e: { step: string }) => e.step === 'CUSTOMS_ENTRY');
    await refused(() => send('POST', paths.undo(entry.id), { version: 2, reason: ' ' }), 400);
    const undone = await send('POST', paths.undo(entry.id), { version: 2, reason: 'Entered on the wrong job' });
    expect(undone.body.data.entries.find((e: { id: number }) => e.id === entry.id)).toMatchObject({
      undoneBy: 'cs01',
      undoReason: 'Entered on the wrong job',
    });
    expect((await refused(() => send('POST', paths.undo(entry.id), { version: 3, reason: 'again' }), 409)).code).toBe(
      'goodsStatus.alreadyUndone',
    );
    const [log] = await queryRows<{ detail: { reason: string; step: string }; account: string }>(
      t.database.db,
      sql`select detail, account from sys_oper_log where action = 'goodsStatus.undone' and entity_id = ${String(job.id)}`,
    );
    expect(log).toMatchObject({
      account: 'cs01',
      detail: { step: 'CUSTOMS_ENTRY', reason: 'Entered on the wrong job' },
    });
  });

  it('sets a batch all or none: a refused job, named, leaves every job as it was', async () => {
    const ready = await openImportJob(t, t.tokens.cs01, { mblNo: 'GSRULE0004' });
    const { job: late, paths } = await jobOnItsWay('GSRULE0005');
    const body = await refused(
      () =>
        send('POST', paths.batch, {
          jobIds: [ready.id, late.id],
          step: 'ARRIVAL_NOTICE',
          occurredAt: '2026-10-15T00:00:00Z',
        }),
      400,
    );
    expect(body.message).toContain(`Job ${late.jobNo}: Arrival notice cannot be dated before On board`);
    expect((await send('GET', goodsStatusPaths(ready.id).tab)).body.data).toMatchObject({ version: 0, entries: [] });
  });

  it('answers a stale version 409, another office’s job 404, and 403 without the rights', async () => {
    const { job, paths } = await jobOnItsWay('GSRULE0006');
    const stale = await refused(
      () => send('POST', paths.tab, stepInput('ARRIVAL_NOTICE', '2026-11-10T00:00:00Z', 1)),
      409,
    );
    expect(stale.code).toBe('record.stale');
    const hk = t.tokens['hk.ops'];
    expect((await refused(() => send('GET', paths.tab, undefined, hk), 404)).code).toBe('record.notFound');
    await refused(() => send('POST', paths.tab, stepInput('ARRIVAL_NOTICE', '2026-11-10T00:00:00Z', 2), hk), 404);
    const batch = { jobIds: [job.id], step: 'ARRIVAL_NOTICE', occurredAt: '2026-11-10T00:00:00Z' };
    expect((await refused(() => send('POST', paths.batch, batch, hk), 404)).code).toBe('record.notFound');
    const wh = t.tokens.wh01;
    expect((await refused(() => send('GET', paths.tab, undefined, wh), 403)).code).toBe('auth.forbidden');
    await refused(() => send('POST', paths.tab, stepInput('ARRIVAL_NOTICE', '2026-11-10T00:00:00Z', 2), wh), 403);
    await refused(() => send('POST', paths.batch, batch, wh), 403);
  });
});
