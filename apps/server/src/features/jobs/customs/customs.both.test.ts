import { utcToday } from '@apex/shared/format';
import { describe, expect, it } from 'vitest';
import { customsPaths, entrustmentInput } from '../../../../test/customs-factories';
import { auditActionsOf } from '../../../../test/db-state';
import { JOB_PATHS } from '../../../../test/job-factories';
import { useTestApp } from '../../../../test/test-app';
import { entryInput, openImportJob, warehousePaths } from '../../../../test/warehouse-factories';

const t = useTestApp(['cs01', 'wh01']);
const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = t.tokens.cs01) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });

describe('the customs of an import job (spec §3 Customs)', () => {
  it('enters the cargo and releases it; the job’s customs dates follow, the general save leaves them', async () => {
    const job = await openImportJob(t, t.tokens.cs01);
    const paths = customsPaths(job.id);
    // The warehouse holds the cargo, allowed out but waiting for customs.
    const held = await send('POST', warehousePaths(job.id).tab, entryInput({ allowOut: true }), t.tokens.wh01);
    expect(held.status, JSON.stringify(held.body)).toBe(200);

    const created = await send('POST', paths.tab, entrustmentInput());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const entrustment = created.body.data;
    expect(entrustment.entrustmentNo).toMatch(/^SZXCE\d{8}$/);
    expect(created.body.message).toBe(`Customs entrustment ${entrustment.entrustmentNo} saved`);
    expect(entrustment).toMatchObject({ kind: 'IMPORT_ENTRY', version: 1, releasedAt: null, taxTotal: null });
    const entered = (await send('GET', `${JOB_PATHS.OI}/${job.id}`)).body.data;
    expect(entered).toMatchObject({
      customsEntryDate: '2026-11-20',
      entryNo: '220020261120001',
      customsReleaseDate: null,
      version: job.version,
    });

    // The general tab's save carries no customs dates: what it sends of them is not its to write.
    const general = await send('PUT', `${JOB_PATHS.OI}/${job.id}`, {
      ...entered,
      customsEntryDate: null,
      entryNo: 'TYPED',
    });
    expect(general.status, JSON.stringify(general.body)).toBe(200);
    expect(general.body.data).toMatchObject({ customsEntryDate: '2026-11-20', entryNo: '220020261120001' });

    const released = await send('PUT', paths.entrustment(entrustment.id), {
      ...entrustmentInput(),
      version: 1,
      releasedAt: '2026-11-21T03:00:00Z',
      duty: '100.1',
      vat: '13.01',
      taxCurrency: 'cny',
    });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body.data).toMatchObject({ version: 2, duty: '100.10', taxCurrency: 'CNY', taxTotal: '113.11' });
    const tab = (await send('GET', paths.tab)).body.data;
    expect(tab.facts).toMatchObject({ customsEntryDate: '2026-11-20', customsReleaseDate: '2026-11-21' });
    // The warehouse's cargo allowed out is available as soon as customs released it.
    const warehouse = (await send('GET', warehousePaths(job.id).tab, undefined, t.tokens.wh01)).body.data;
    expect(warehouse).toMatchObject({ customsReleaseDate: '2026-11-21', cargoAvailableDate: utcToday() });

    expect(await auditActionsOf(t, 'customsEntrustment', entrustment.id)).toEqual([
      'customsEntrustment.created',
      'customsEntrustment.updated',
    ]);
  });
});
