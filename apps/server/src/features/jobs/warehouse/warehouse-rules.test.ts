import { describe, expect, it } from 'vitest';
import { auditActionsOf, refusalsOf } from '../../../../test/db-state';
import { useTestApp } from '../../../../test/test-app';
import { entryInput, openImportJob, WAREHOUSE_TABLES, warehousePaths } from '../../../../test/warehouse-factories';
import { queryRows, sql } from '../../../db/client';

const t = useTestApp(['cs01', 'wh01', 'hk.ops', 'fin01', 'op01']);
const refused = refusalsOf(t, WAREHOUSE_TABLES);
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.tokens.wh01) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });

/** A Shenzhen import job with one entry received by the warehouse, released and allowed out unless said. */
async function receivedCargo(flags: object = { customsReleased: true, allowOut: true }) {
  const job = await openImportJob(t, t.tokens.cs01);
  const paths = warehousePaths(job.id);
  const created = await send('POST', paths.tab, entryInput(flags));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { job, paths, entry: created.body.data as { id: number; warehouseInNo: string; version: number } };
}

const out = (paths: ReturnType<typeof warehousePaths>, entryId: number, version: number, body: object = {}) =>
  send('POST', paths.releases(entryId), { version, packages: 1, outAt: '2026-11-21T02:00:00Z', ...body });

describe('warehouse rules on the server', () => {
  it('lets no more out than is in: packages, and a weight or volume given', async () => {
    const { paths, entry } = await receivedCargo();
    expect((await refused(() => out(paths, entry.id, 1, { packages: 11 }), 409)).code).toBe('warehouse.overStock');
    const heavy = await refused(() => out(paths, entry.id, 1, { packages: 2, weightKg: '1000.0001' }), 409);
    expect(heavy.message).toContain('holds 1000.0000 Weight (KG) in stock, 1000.0001 asked');
    expect((await out(paths, entry.id, 1, { packages: 2, volumeCbm: '9.5' })).status).toBe(200);
    const bulky = await refused(() => out(paths, entry.id, 2, { volumeCbm: '0.5001' }), 409);
    expect(bulky.code).toBe('warehouse.overStock');
  });

  it('takes the customs release of the job as the entry’s own, and needs allow out either way', async () => {
    const { job, paths, entry } = await receivedCargo({ allowOut: true });
    expect((await refused(() => out(paths, entry.id, 1), 409)).code).toBe('warehouse.notReleased');
    // The customs entries write the job's release date (engineer F's part); its effect on the warehouse is ours.
    await t.database.db.execute(sql`update jobs set customs_release_date = '2026-11-20' where id = ${job.id}`);
    expect((await out(paths, entry.id, 1)).status).toBe(200);
    const held = await receivedCargo({ customsReleased: true });
    expect((await refused(() => out(held.paths, held.entry.id, 1), 409)).code).toBe('warehouse.notAllowedOut');
  });

  it('keeps what came in at least what went out, and confirms the outbound only when all is out', async () => {
    const { paths, entry } = await receivedCargo();
    await out(paths, entry.id, 1, { packages: 4 });
    const fewer = await refused(
      () =>
        send('PUT', paths.entry(entry.id), {
          ...entryInput({ allowOut: true, customsReleased: true }),
          version: 2,
          packages: 3,
        }),
      400,
    );
    expect(fewer.message).toBe(`${entry.warehouseInNo} has 4 Packages out already: what came in cannot be less`);
    const early = await refused(
      () =>
        send('PUT', paths.entry(entry.id), {
          ...entryInput({ allowOut: true, customsReleased: true }),
          version: 2,
          outboundConfirmed: true,
        }),
      400,
    );
    expect(early.code).toBe('warehouse.outboundWithStock');
    await out(paths, entry.id, 2, { packages: 6 });
    const confirmed = await send('PUT', paths.entry(entry.id), {
      ...entryInput({ allowOut: true, customsReleased: true }),
      version: 3,
      outboundConfirmed: true,
    });
    expect(confirmed.body.data).toMatchObject({ outboundConfirmed: true, version: 4 });
    // Once confirmed, its outs stand: none taken back.
    const [release] = confirmed.body.data.releases;
    const back = await refused(() => send('DELETE', `${paths.releases(entry.id)}/${release.id}?version=4`), 409);
    expect(back.code).toBe('warehouse.outboundConfirmed');
  });

  it('takes a mistaken out back into stock, and deletes only an entry nothing went out of', async () => {
    const { paths, entry } = await receivedCargo();
    const released = (await out(paths, entry.id, 1, { packages: 3 })).body.data;
    expect((await refused(() => send('DELETE', `${paths.entry(entry.id)}?version=2`), 409)).code).toBe(
      'warehouse.notDeletable',
    );
    const back = await send('DELETE', `${paths.releases(entry.id)}/${released.releases[0].id}?version=2`);
    expect(back.body.message).toBe(`Warehouse out of 3 pkgs of ${entry.warehouseInNo} cancelled: back in stock`);
    expect(back.body.data).toMatchObject({ outPackages: 0, outWeightKg: '0.0000', lastOutAt: null, version: 3 });
    expect((await send('DELETE', `${paths.entry(entry.id)}?version=3`)).status).toBe(200);
    expect((await send('GET', paths.tab)).body.data.entries).toEqual([]);
    expect(await auditActionsOf(t, 'warehouseEntry', entry.id)).toEqual([
      'warehouseEntry.created',
      'warehouseEntry.released',
      'warehouseEntry.releaseCancelled',
      'warehouseEntry.deleted',
    ]);
  });

  it('refuses a stale version, whoever saved since', async () => {
    const { paths, entry } = await receivedCargo();
    await out(paths, entry.id, 1);
    const stale = await refused(() => out(paths, entry.id, 1), 409);
    expect(stale).toMatchObject({ code: 'record.stale', data: { updatedBy: 'wh01', version: 2 } });
    const edit = { ...entryInput({ allowOut: true, customsReleased: true }), version: 1 };
    expect((await refused(() => send('PUT', paths.entry(entry.id), edit), 409)).code).toBe('record.stale');
  });

  it('answers 404 for a job or entry of another office, and of another job', async () => {
    const { job, paths, entry } = await receivedCargo();
    const hk = t.tokens['hk.ops'];
    for (const call of [
      () => send('GET', paths.tab, undefined, hk),
      () => send('POST', paths.tab, entryInput(), hk),
      () => send('PUT', paths.entry(entry.id), { ...entryInput(), version: 1 }, hk),
      () => send('POST', paths.releases(entry.id), { version: 1, packages: 1, outAt: '2026-11-21T02:00:00Z' }, hk),
      () => send('DELETE', `${paths.entry(entry.id)}?version=1`, undefined, hk),
    ])
      expect((await refused(call, 404)).code).toBe('record.notFound');
    const other = await openImportJob(t, t.tokens.cs01);
    const elsewhere = warehousePaths(other.id);
    expect((await refused(() => out(elsewhere, entry.id, 1), 404)).code).toBe('record.notFound');
    const hkList = await send('GET', `/api/ocean-import/warehouse?keyword=${job.jobNo}`, undefined, hk);
    expect(hkList.body.data.total).toBe(0);
    // The other job type's path does not reach an import job.
    expect((await send('GET', `/api/ocean-export/jobs/${job.id}/warehouse`)).status).toBe(404);
  });

  it('needs a warehouse permission: finance neither reads nor receives, customer service reads only', async () => {
    const { paths, entry } = await receivedCargo();
    expect((await send('GET', paths.tab, undefined, t.tokens.fin01)).status).toBe(403);
    expect((await send('GET', '/api/ocean-import/warehouse', undefined, t.tokens.fin01)).status).toBe(403);
    expect((await send('GET', paths.tab, undefined, t.tokens.cs01)).status).toBe(200);
    expect((await refused(() => send('POST', paths.tab, entryInput(), t.tokens.cs01), 403)).code).toBe(
      'auth.forbidden',
    );
    const byCs = () =>
      send('POST', paths.releases(entry.id), { version: 1, packages: 1, outAt: '2026-11-21T02:00:00Z' }, t.tokens.cs01);
    expect((await refused(byCs, 403)).code).toBe('auth.forbidden');
    // An operator of the job's office may (op01 works in Shanghai: another office, 404).
    expect((await send('GET', paths.tab, undefined, t.tokens.op01)).status).toBe(404);
  });

  it('refuses bad input on its field: no packages, more damaged than in, a 5-decimal weight, an unknown warehouse', async () => {
    const { paths } = await receivedCargo();
    expect((await refused(() => send('POST', paths.tab, entryInput({ packages: 0 })), 400)).code).toBe(
      'validation.invalid',
    );
    const damaged = await refused(() => send('POST', paths.tab, entryInput({ damageCount: 11 })), 400);
    expect(damaged.message).toContain('Damaged pkgs cannot be more than the pkgs in');
    expect((await refused(() => send('POST', paths.tab, entryInput({ weightKg: '1.12345' })), 400)).code).toBe(
      'validation.invalid',
    );
    const unknown = await refused(() => send('POST', paths.tab, entryInput({ warehouse: 2_000_000_000 })), 400);
    expect(unknown.code).toBe('record.notFound');
  });

  it('marks the job’s cargo available when it may first go out, and clears it when it may not any more', async () => {
    const { job, paths, entry } = await receivedCargo({ customsReleased: true });
    const availability = async () =>
      (
        await queryRows<{ cargo_available_date: string | null; import_stage: number }>(
          t.database.db,
          sql`select cargo_available_date::text, import_stage from jobs where id = ${job.id}`,
        )
      )[0];
    expect(await availability()).toEqual({ cargo_available_date: null, import_stage: 0 });
    const allowed = { ...entryInput({ customsReleased: true, allowOut: true }), version: 1 };
    await send('PUT', paths.entry(entry.id), allowed);
    expect((await availability())?.import_stage).toBe(5);
    await send('PUT', paths.entry(entry.id), { ...allowed, version: 2, allowOut: false });
    expect(await availability()).toEqual({ cargo_available_date: null, import_stage: 0 });
  });

  // Last: it takes the office's rule away.
  it('numbers entries without gaps by the office’s rule, and says so when the office has none', async () => {
    const first = await receivedCargo();
    const second = await receivedCargo();
    const seq = (no: string) => Number(no.slice(-4));
    expect(seq(second.entry.warehouseInNo)).toBe(seq(first.entry.warehouseInNo) + 1);
    await t.database.db.execute(
      sql`delete from job_number_rules where kind = 'WHI' and job_type = 'OI'
          and office_id = (select id from offices where office_code = 'SZX')`,
    );
    const none = await refused(() => send('POST', first.paths.tab, entryInput()), 400);
    expect(none).toMatchObject({ code: 'jobNo.noRule', message: 'no auto-code rule' });
  });
});
