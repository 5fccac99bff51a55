import { describe, expect, it } from 'vitest';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../test/db-state';
import { readExport } from '../../../test/read-xlsx';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp(['fin01', 'op01']);
const refused = refusalsOf(t);

type Scheme = { id: number; schemeNo: string; version: number; lines: Record<string, string>[] } & Record<
  string,
  unknown
>;
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.tokens.fin01) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });
const list = (query: string, token = t.tokens.fin01) =>
  send('GET', `/api/sys/charge-schemes?${query}`, undefined, token);
const fieldsOf = (body: { data: { issues: { field: string }[] } }) => body.data.issues.map((i) => i.field);

const line = (overrides: object = {}) => ({
  chargeCode: 'ofr',
  side: 'AR',
  partyRole: 'CUSTOMER',
  unit: '40HQ',
  currency: 'usd',
  price: '1800.5',
  ...overrides,
});
let made = 0;
function schemeInput(overrides: object = {}) {
  made += 1;
  return { schemeNo: `t-${made}`, name: `Test scheme ${made}`, jobType: 'OE', lines: [line()], ...overrides };
}
async function createScheme(body: object = schemeInput()) {
  const res = await send('POST', '/api/sys/charge-schemes', body);
  expect(res.status).toBe(200);
  return res.body.data as Scheme;
}
const form = ({ name, jobType, remark, enabled, lines }: Scheme) => ({
  name,
  jobType,
  remark,
  enabled,
  lines: lines.map(({ chargeNameEn: _, chargeNameCn: __, ...l }) => l),
});

describe('GET /sys/charge-schemes', () => {
  it('lists the demo schemes with their lines, by keyword and job type', async () => {
    const oe = await list('jobType=OE');
    expect(oe.body.data.rows.map((s: Scheme) => s.schemeNo)).toEqual(['OE-FCL-USWC']);
    expect(oe.body.data.rows[0].lines[0]).toEqual({
      chargeCode: 'OFR',
      chargeNameEn: 'Ocean Freight',
      chargeNameCn: '海运费',
      side: 'AR',
      partyRole: 'CUSTOMER',
      unit: '40HQ',
      currency: 'USD',
      price: '2150.00',
    });
    expect((await list('keyword=lcl')).body.data.rows.map((s: Scheme) => s.schemeNo)).toEqual(['OI-LCL-STD']);
  });
  it('exports one scheme a row, its lines in one cell', async () => {
    const sheet = await readExport(t, '/api/sys/charge-schemes/export?jobType=OI', t.tokens.fin01);
    expect(sheet.getRow(1).getCell(1).value).toBe('Scheme no');
    expect(sheet.getRow(2).getCell(1).value).toBe('OI-LCL-STD');
    expect(String(sheet.getRow(2).getCell(5).value).split('\n')[0]).toBe('DO AR CONSIGNEE CNY 450.00 / BL');
  });
});

describe('POST /sys/charge-schemes', () => {
  it('adds a scheme, its no upper-cased and prices two-decimal strings, and logs it', async () => {
    const scheme = await createScheme(
      schemeInput({
        schemeNo: ' oe-test ',
        lines: [line(), line({ chargeCode: 'doc', unit: 'BL', currency: 'CNY', price: 450 })],
      }),
    );
    expect(scheme.schemeNo).toBe('OE-TEST');
    expect(scheme.lines.map((l) => [l.chargeCode, l.currency, l.price])).toEqual([
      ['OFR', 'USD', '1800.50'],
      ['DOC', 'CNY', '450.00'],
    ]);
    expect(await auditActionsOf(t, 'chargeScheme', scheme.id)).toEqual(['chargeScheme.created']);
  });
  it('refuses a scheme no over 20 characters (spec §5), no lines, a price with 3 decimals or below 0', async () => {
    const body = await refused(
      () => send('POST', '/api/sys/charge-schemes', schemeInput({ schemeNo: 'A'.repeat(21), lines: [] })),
      400,
    );
    expect(fieldsOf(body)).toEqual(['body.schemeNo', 'body.lines']);
    const prices = await refused(
      () =>
        send(
          'POST',
          '/api/sys/charge-schemes',
          schemeInput({ lines: [line({ price: '1.005' }), line({ price: -1 })] }),
        ),
      400,
    );
    expect(fieldsOf(prices)).toEqual(['body.lines[0].price', 'body.lines[1].price']);
  });
  it('refuses a scheme no in use', async () => {
    const dup = await refused(
      () => send('POST', '/api/sys/charge-schemes', schemeInput({ schemeNo: 'oe-fcl-uswc' })),
      409,
    );
    expect(dup).toMatchObject({ code: 'record.duplicate', message: 'Charge scheme OE-FCL-USWC already exists' });
  });
  it('refuses a charge code that does not exist, and one not valid for the job type (spec §5)', async () => {
    const unknown = await refused(
      () => send('POST', '/api/sys/charge-schemes', schemeInput({ lines: [line(), line({ chargeCode: 'NOPE' })] })),
      400,
    );
    expect(unknown.data.issues).toEqual([
      { field: 'body.lines[1].chargeCode', message: 'Charge code NOPE does not exist or is disabled' },
    ]);
    const wrongType = await refused(
      () =>
        send('POST', '/api/sys/charge-schemes', schemeInput({ jobType: 'OI', lines: [line({ chargeCode: 'THC' })] })),
      400,
    );
    expect(wrongType.data.issues).toEqual([
      { field: 'body.lines[0].chargeCode', message: 'Charge code THC is not valid for job type OI' },
    ]);
  });
  it('is refused to an operator, who may only look', async () => {
    expect((await list('', t.tokens.op01)).status).toBe(200);
    const body = await refused(() => send('POST', '/api/sys/charge-schemes', schemeInput(), t.tokens.op01), 403);
    expect(body.message).toBe('no permission to use the function');
  });
});

describe('PUT and DELETE /sys/charge-schemes/:id', () => {
  it('replaces the lines, refuses a stale version, and rolls back when the log row fails', async () => {
    const scheme = await createScheme();
    const lines = [line({ chargeCode: 'BAF', price: '300' }), line()];
    const ok = await send('PUT', `/api/sys/charge-schemes/${scheme.id}`, { ...form(scheme), version: 1, lines });
    expect(ok.body.data.lines.map((l: Record<string, string>) => l.chargeCode)).toEqual(['BAF', 'OFR']);
    expect(ok.body.data.version).toBe(2);
    const stale = await refused(
      () => send('PUT', `/api/sys/charge-schemes/${scheme.id}`, { ...form(scheme), version: 1 }),
      409,
    );
    expect(stale.code).toBe('record.stale');
    const restore = await failAuditOf(t, 'chargeScheme.updated');
    await refused(
      () => send('PUT', `/api/sys/charge-schemes/${scheme.id}`, { ...form(scheme), version: 2 }),
      500,
    ).finally(restore);
  });
  it('deletes a scheme with its lines, and logs it', async () => {
    const scheme = await createScheme();
    expect((await send('DELETE', `/api/sys/charge-schemes/${scheme.id}?version=1`)).status).toBe(200);
    expect((await send('GET', `/api/sys/charge-schemes/${scheme.id}`)).status).toBe(404);
    expect(await auditActionsOf(t, 'chargeScheme', scheme.id)).toEqual([
      'chargeScheme.created',
      'chargeScheme.deleted',
    ]);
  });
});
