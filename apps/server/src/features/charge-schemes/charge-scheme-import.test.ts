import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueCode } from '../../../test/admin-factories';
import { excelImports } from '../../../test/excel-import';
import { useTestApp } from '../../../test/test-app';
import { queryRows } from '../../db/client';

const t = useTestApp(['fin01', 'op01']);
const { importerOf, countOf, rejectionOf } = excelImports(t);
const importSchemes = importerOf('sys/charge-schemes', 'chargeSchemes');

/** One template row: a line of the scheme `schemeNo`. */
const lineRow = (schemeNo: string, overrides: Record<string, unknown> = {}) => ({
  schemeNo,
  name: 'Imported scheme',
  jobType: 'OE',
  chargeCode: 'OFR',
  side: 'AR',
  partyRole: 'CUSTOMER',
  unit: '40HQ',
  currency: 'USD',
  price: '2150.00',
  ...overrides,
});

const linesOf = (schemeNo: string) =>
  queryRows<Record<string, unknown>>(
    t.database.db,
    sql`select c.code as charge_code, l.side, l.party_role, l.unit, l.currency, l.price::text as price
        from charge_scheme_lines l
        join charge_schemes s on s.id = l.scheme_id
        join charge_codes c on c.id = l.charge_code_id
        where s.scheme_no = ${schemeNo} order by l.line_no`,
  );

describe('POST /sys/charge-schemes/import', () => {
  it('makes one scheme of the rows that share a scheme no, in sheet order, codes given by code or name', async () => {
    const [a, b] = [uniqueCode('IA'), uniqueCode('IB')];
    const res = await importSchemes([
      lineRow(a, { remark: 'Europe', enabled: 'FALSE' }),
      lineRow(b, { jobType: '海运进口', side: 'ap (cost)', partyRole: 'Overseas agent', unit: 'BL' }),
      lineRow(a, {
        chargeCode: 'THC',
        side: '应付',
        partyRole: 'CARRIER',
        unit: 'CNTR',
        currency: 'CNY',
        price: '850',
      }),
    ]);
    expect(res.body).toMatchObject({ data: { imported: 3 }, message: '3 row(s) imported' });
    expect(await linesOf(a)).toEqual([
      { charge_code: 'OFR', side: 'AR', party_role: 'CUSTOMER', unit: '40HQ', currency: 'USD', price: '2150.00' },
      { charge_code: 'THC', side: 'AP', party_role: 'CARRIER', unit: 'CNTR', currency: 'CNY', price: '850.00' },
    ]);
    const [scheme] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select job_type, remark, enabled from charge_schemes where scheme_no = ${a}`,
    );
    expect(scheme).toEqual({ job_type: 'OE', remark: 'Europe', enabled: false });
    expect((await linesOf(b))[0]).toMatchObject({ side: 'AP', party_role: 'OVERSEAS_AGENT', unit: 'BL' });
    expect(
      await countOf('sys_oper_log', `action = 'chargeScheme.created' and detail->>'schemeNo' in ('${a}', '${b}')`),
    ).toBe(2);
  });

  it('imports nothing when a line is wrong, and tells the problem on that line’s own row', async () => {
    const before = await countOf('charge_schemes');
    const [fine, bad, worse, taken] = [uniqueCode('IC'), uniqueCode('ID'), uniqueCode('IF'), 'OE-FCL-USWC'];
    const errors = rejectionOf(
      await importSchemes([
        lineRow(fine), // row 2: fine on its own
        lineRow(bad), // row 3: the scheme's first line is fine
        lineRow(bad, { chargeCode: 'NOPE' }), // row 4: no such charge code
        lineRow(worse, { unit: 'PALLET', price: '-1' }), // row 5: unknown unit, negative price
        lineRow(''), // row 6: no scheme no
        lineRow(taken), // row 7: the seed has this scheme
      ]),
    );
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [4, 'chargeCode'],
      [5, 'unit'],
      [5, 'price'],
      [6, 'schemeNo'],
      [7, 'schemeNo'],
    ]);
    expect(errors[0]).toMatchObject({ column: 'Charge code' });
    expect(errors[4]!.message).toBe(`Charge scheme ${taken} already exists`);
    expect(await countOf('charge_schemes')).toBe(before);
  });

  it('is refused to a user who may not edit charge schemes', async () => {
    const res = await importSchemes([lineRow(uniqueCode('IE'))], { token: t.tokens.op01 });
    expect(res.status).toBe(403);
  });
});
