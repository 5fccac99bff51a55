import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { excelImports } from '../../../test/excel-import';
import { useTestApp } from '../../../test/test-app';
import { queryRows } from '../../db/client';

const t = useTestApp(['op01']);
const { importerOf, countOf, rejectionOf } = excelImports(t);
const importCodes = importerOf('sys/charge-codes', 'chargeCodes');

let made = 0;
/** A charge code no other test uses: IMP1, IMP2… */
function codeRecord(overrides: Record<string, unknown> = {}) {
  made += 1;
  return {
    code: `imp${made}`,
    nameEn: ` Import charge ${made} `,
    category: 'ORIGIN',
    defaultUnit: 'cntr',
    defaultCurrency: 'cny',
    jobTypes: 'OE',
    ...overrides,
  };
}

describe('POST /sys/charge-codes/import', () => {
  it('imports every row, reading category, unit and job types by code or by name, and logs each creation', async () => {
    const rows = [
      codeRecord({ defaultTaxRate: 6, sacCode: '996719' }),
      codeRecord({ category: '运费', defaultUnit: 'Per B/L', jobTypes: 'ocean import, 海运出口', enabled: 'FALSE' }),
    ];
    const res = await importCodes(rows);
    expect(res.body).toMatchObject({ data: { imported: 2 }, message: '2 row(s) imported' });
    const codes = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select code, name_en, category, default_unit, default_currency, default_tax_rate::text as tax, job_types, enabled
          from charge_codes where code like 'IMP%' order by code`,
    );
    expect(codes).toEqual([
      {
        code: 'IMP1',
        name_en: 'Import charge 1',
        category: 'ORIGIN',
        default_unit: 'CNTR',
        default_currency: 'CNY',
        tax: '6.00',
        job_types: ['OE'],
        enabled: true,
      },
      expect.objectContaining({ category: 'FREIGHT', default_unit: 'BL', job_types: ['OE', 'OI'], enabled: false }),
    ]);
    expect(await countOf('sys_oper_log', `action = 'chargeCode.created' and detail::text like '%IMP2%'`)).toBe(1);
  });

  it('imports nothing when any row is wrong, and names the row and column of each problem', async () => {
    const twice = codeRecord();
    const before = await countOf('charge_codes');
    const errors = rejectionOf(
      await importCodes([
        codeRecord(), // row 2: fine on its own
        codeRecord({ code: 'thc' }), // row 3: a demo code
        twice, // row 4
        { ...codeRecord(), code: twice.code }, // row 5: repeats row 4
        codeRecord({ category: 'bribes', jobTypes: '' }), // row 6
        codeRecord({ defaultUnit: '', defaultTaxRate: '101' }), // row 7
      ]),
    );
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'code'],
      [5, 'code'],
      [6, 'category'],
      [6, 'jobTypes'],
      [7, 'defaultUnit'],
      [7, 'defaultTaxRate'],
    ]);
    expect(errors[0]!.message).toBe('Charge code THC already exists');
    expect(errors[2]).toMatchObject({
      column: 'Category',
      message: expect.stringContaining('Unknown value bribes: use one of FREIGHT, ORIGIN'),
    });
    expect(errors[3]!.message).toBe('Must be filled in');
    expect(errors[4]).toMatchObject({ column: 'Default unit', message: 'Must be filled in' });
    expect(await countOf('charge_codes')).toBe(before);
  });

  it('is refused without the charge codes’ edit permission', async () => {
    const res = await importCodes([codeRecord()], { token: t.tokens.op01 });
    expect(res.status).toBe(403);
  });
});
