import { utcToday } from '@apex/shared/format';
import { describe, expect, it } from 'vitest';
import { auditActionsOf, refusalsOf } from '../../../../test/db-state';
import { JOB_PATHS } from '../../../../test/job-factories';
import { readExport } from '../../../../test/read-xlsx';
import { useTestApp } from '../../../../test/test-app';
import { entryInput, openImportJob, WAREHOUSE_TABLES, warehousePaths } from '../../../../test/warehouse-factories';

const t = useTestApp(['cs01', 'wh01']);
const refused = refusalsOf(t, WAREHOUSE_TABLES);
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.tokens.wh01) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });

describe('the warehouse of an import job (spec §3 Warehouse entry, §8)', () => {
  it('receives the cargo, lets it out only once released and allowed, in partial outs, never more than is in', async () => {
    // Customer service in Shenzhen opens the job; the warehouse of Shenzhen works on it without the job's rights.
    const job = await openImportJob(t, t.tokens.cs01);
    const paths = warehousePaths(job.id);
    expect((await send('GET', `${JOB_PATHS.OI}/${job.id}`)).status).toBe(403);

    const created = await send('POST', paths.tab, entryInput());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const entry = created.body.data;
    expect(entry.warehouseInNo).toMatch(/^SZXWI\d{8}$/);
    expect(created.body.message).toBe(`New warehousing ${entry.warehouseInNo}: 10 pkgs in`);
    expect(entry).toMatchObject({ packages: 10, outPackages: 0, stockState: 'IN_STOCK', version: 1, releases: [] });

    // spec §8 "goods not available": neither released by customs nor allowed out; nothing is written.
    const out = (version: number, body: object = {}) =>
      send('POST', paths.releases(entry.id), { version, packages: 4, outAt: '2026-11-21T02:00:00Z', ...body });
    expect((await refused(() => out(1), 409)).code).toBe('warehouse.notReleased');
    const released = await send('PUT', paths.entry(entry.id), { ...entryInput(), version: 1, customsReleased: true });
    expect(released.body.data.version).toBe(2);
    expect((await refused(() => out(2), 409)).message).toBe(
      `Goods not available: ${entry.warehouseInNo} is not allowed out`,
    );
    await send('PUT', paths.entry(entry.id), { ...entryInput(), version: 2, customsReleased: true, allowOut: true });
    const tab = (await send('GET', paths.tab)).body.data;
    expect(tab).toMatchObject({ jobNo: job.jobNo, customsReleaseDate: null, cargoAvailableDate: utcToday() });

    // Four go out without being weighed: their share of the weight and volume; then the other six.
    const first = await out(3);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe(`Warehouse out: 4 pkgs of ${entry.warehouseInNo}, 6 left in stock`);
    expect(first.body.data).toMatchObject({
      outPackages: 4,
      outWeightKg: '400.0000',
      outVolumeCbm: '4.0000',
      stockState: 'PARTLY_OUT',
      lastOutAt: '2026-11-21T02:00:00.000Z',
      releases: [{ packages: 4, weightKg: '400.0000', createdBy: 'wh01' }],
    });
    const tooMany = await refused(() => out(4, { packages: 7 }), 409);
    expect(tooMany).toMatchObject({ code: 'warehouse.overStock' });
    expect(tooMany.message).toBe(`Goods not available: ${entry.warehouseInNo} holds 6 Packages in stock, 7 asked`);
    const last = await out(4, { packages: 6, outAt: '2026-11-22T03:00:00Z' });
    expect(last.body.data).toMatchObject({ outPackages: 10, outWeightKg: '1000.0000', stockState: 'OUT' });

    // The lists of the import warehouse: receipts with their releases, and the same in Excel.
    const list = await send('GET', `/api/ocean-import/warehouse?keyword=${entry.warehouseInNo}`);
    expect(list.body.data?.total, JSON.stringify(list.body)).toBe(1);
    expect(list.body.data.rows[0]).toMatchObject({ jobNo: job.jobNo, stockState: 'OUT' });
    expect(list.body.data.rows[0].releases.map((r: { packages: number }) => r.packages)).toEqual([4, 6]);
    const inStock = await send('GET', `/api/ocean-import/warehouse?keyword=${job.jobNo}&stock=IN_STOCK`);
    expect(inStock.body.data.total).toBe(0);
    const sheet = await readExport(t, `/api/ocean-import/warehouse/export?keyword=${job.jobNo}`, t.tokens.wh01);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(entry.warehouseInNo);

    expect(await auditActionsOf(t, 'warehouseEntry', entry.id)).toEqual([
      'warehouseEntry.created',
      'warehouseEntry.updated',
      'warehouseEntry.updated',
      'warehouseEntry.released',
      'warehouseEntry.released',
    ]);
  });
});
