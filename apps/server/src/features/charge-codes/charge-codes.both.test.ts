import { describe, expect, it } from 'vitest';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../test/db-state';
import { readExport } from '../../../test/read-xlsx';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp(['fin01', 'op01']);
const refused = refusalsOf(t);

type ChargeCode = { id: number; code: string; version: number } & Record<string, unknown>;
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.tokens.fin01) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });
const list = (query: string, token = t.tokens.fin01) => send('GET', `/api/sys/charge-codes?${query}`, undefined, token);
const codesOf = (res: { body: { data: { rows: ChargeCode[] } } }) => res.body.data.rows.map((c) => c.code);

let made = 0;
/** A charge code no other test uses (the demo codes are real ones: OFR, THC, …). */
function codeInput(overrides: object = {}) {
  made += 1;
  return {
    code: `zt${made}`,
    nameEn: `Test charge ${made}`,
    category: 'ORIGIN',
    defaultUnit: 'CNTR',
    defaultCurrency: 'cny',
    defaultTaxRate: 6,
    jobTypes: ['OE'],
    ...overrides,
  };
}
async function createCode(body: object = codeInput()) {
  const res = await send('POST', '/api/sys/charge-codes', body);
  expect(res.status).toBe(200);
  return res.body.data as ChargeCode;
}
const form = ({ id: _, code: __, version: ___, updatedAt: ____, updatedBy: _____, ...rest }: ChargeCode) => rest;

describe('GET /sys/charge-codes', () => {
  it('finds the demo codes by keyword, category, job type and enabled', async () => {
    expect(codesOf(await list('keyword=freight'))).toEqual(['OFR']);
    expect(codesOf(await list('keyword=码头'))).toEqual(['DTHC', 'THC']);
    expect(codesOf(await list('category=DOCUMENT&jobType=OI'))).toEqual(['DOC']);
    expect(codesOf(await list('jobType=OI&keyword=THC'))).toEqual(['DTHC']);
    expect((await list('enabled=false')).body.data.total).toBe(0);
    const ofr = (await list('keyword=OFR')).body.data.rows[0];
    expect(ofr).toMatchObject({
      sacCode: '996521',
      defaultCurrency: 'USD',
      defaultTaxRate: '0.00',
      jobTypes: ['OE', 'OI'],
    });
  });
  it('exports the filtered list with headers in the caller’s language', async () => {
    const sheet = await readExport(t, '/api/sys/charge-codes/export?category=FREIGHT', t.tokens.fin01, 'zh_CN');
    expect(sheet.getRow(1).getCell(1).value).toBe('费用代码');
    expect(sheet.getColumn(1).values.slice(2)).toEqual(['BAF', 'CAF', 'OFR', 'PSS']);
    expect(sheet.getRow(2).getCell(5).value).toBe('运费');
  });
  it('is closed to the warehouse', async () => {
    const wh = await t.signIn('wh01');
    expect((await refused(() => list('', wh), 403)).message).toBe('no permission to use the function');
  });
});

describe('POST /sys/charge-codes', () => {
  it('adds a code upper-cased, with money as a two-decimal string, and logs it', async () => {
    const made = await createCode(
      codeInput({ code: ' zzx ', sacCode: 'ab12', nameEn: '  Seal  ', jobTypes: ['OI', 'OE', 'OI'] }),
    );
    expect(made).toMatchObject({
      code: 'ZZX',
      sacCode: 'AB12',
      nameEn: 'Seal',
      defaultCurrency: 'CNY',
      defaultTaxRate: '6.00',
      jobTypes: ['OE', 'OI'],
      enabled: true,
    });
    expect(await auditActionsOf(t, 'chargeCode', made.id)).toEqual(['chargeCode.created']);
  });
  it('refuses a code in use, a bad currency, a tax rate over 100 or with 3 decimals, and no job type', async () => {
    const dup = await refused(() => send('POST', '/api/sys/charge-codes', codeInput({ code: 'ofr' })), 409);
    expect(dup).toMatchObject({ code: 'record.duplicate', message: 'Charge code OFR already exists' });
    const bad = await refused(
      () =>
        send(
          'POST',
          '/api/sys/charge-codes',
          codeInput({ defaultCurrency: 'US', defaultTaxRate: '100.5', jobTypes: [] }),
        ),
      400,
    );
    expect(bad.data.issues.map((i: { field: string }) => i.field).sort()).toEqual([
      'body.defaultCurrency',
      'body.defaultTaxRate',
      'body.jobTypes',
    ]);
    const decimals = await refused(
      () => send('POST', '/api/sys/charge-codes', codeInput({ defaultTaxRate: '6.125' })),
      400,
    );
    expect(decimals.data.issues.map((i: { field: string }) => i.field)).toEqual(['body.defaultTaxRate']);
  });
  it('is refused to an operator, who may only look', async () => {
    expect((await list('', t.tokens.op01)).status).toBe(200);
    const body = await refused(() => send('POST', '/api/sys/charge-codes', codeInput(), t.tokens.op01), 403);
    expect(body.message).toBe('no permission to use the function');
  });
});

describe('PUT and DELETE /sys/charge-codes/:id', () => {
  it('updates a code, refuses a stale version, and rolls back when the log row fails', async () => {
    const code = await createCode();
    const ok = await send('PUT', `/api/sys/charge-codes/${code.id}`, { ...form(code), version: 1, enabled: false });
    expect(ok.body.data).toMatchObject({ enabled: false, version: 2 });
    const stale = await refused(
      () => send('PUT', `/api/sys/charge-codes/${code.id}`, { ...form(code), version: 1 }),
      409,
    );
    expect(stale.code).toBe('record.stale');
    const restore = await failAuditOf(t, 'chargeCode.updated');
    await refused(() => send('PUT', `/api/sys/charge-codes/${code.id}`, { ...form(code), version: 2 }), 500).finally(
      restore,
    );
    expect(await auditActionsOf(t, 'chargeCode', code.id)).toEqual(['chargeCode.created', 'chargeCode.updated']);
  });
  it('deletes an unused code, and refuses one a charge scheme uses', async () => {
    const code = await createCode();
    const staleDelete = await refused(() => send('DELETE', `/api/sys/charge-codes/${code.id}?version=9`), 409);
    expect(staleDelete.code).toBe('record.stale');
    expect((await send('DELETE', `/api/sys/charge-codes/${code.id}?version=1`)).status).toBe(200);
    expect(await auditActionsOf(t, 'chargeCode', code.id)).toEqual(['chargeCode.created', 'chargeCode.deleted']);
    const ofr = (await list('keyword=OFR')).body.data.rows[0] as ChargeCode;
    const used = await refused(() => send('DELETE', `/api/sys/charge-codes/${ofr.id}?version=${ofr.version}`), 409);
    expect(used).toMatchObject({
      code: 'record.inUse',
      message: 'Charge code OFR is still in use (charge scheme lines: 2) and cannot be deleted',
    });
  });
});
