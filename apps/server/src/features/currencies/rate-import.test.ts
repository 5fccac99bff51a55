import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { excelImports } from '../../../test/excel-import';
import { useTestApp } from '../../../test/test-app';
import { queryRows } from '../../db/client';

const t = useTestApp(['op01', 'fin01']);
const { importerOf, countOf, rejectionOf } = excelImports(t);
const importRates = importerOf('sys/exchangeRates', 'exchangeRates');

let day = 0;
/** A rate of NGB on a day of 2023 no other test uses. */
function rateRecord(overrides: Record<string, unknown> = {}) {
  day += 1;
  const effectiveDate = `2023-02-${String(day).padStart(2, '0')}`;
  return { officeCode: 'ngb', fromCurrency: 'usd', toCurrency: 'CNY', rate: '7.12345678', effectiveDate, ...overrides };
}

const ratesOf = (date: string) =>
  queryRows<{ rate: string; from_currency: string; effective_date: string }>(
    t.database.db,
    sql`select rate::text, from_currency, effective_date::text from exchange_rates where office_code = 'NGB' and effective_date = ${date}`,
  );

describe('POST /sys/exchangeRates/import', () => {
  it('imports every row, keeping each rate’s digits exactly, from text, number and date cells', async () => {
    const rows = [
      rateRecord(), // the rate as text
      rateRecord({ rate: 0.00000012, fromCurrency: 'JPY' }), // a number Excel would show as 1.2E-07
      rateRecord({ rate: 7.1, effectiveDate: new Date(Date.UTC(2023, 1, 3)) }), // a date cell
    ];
    const before = await countOf('exchange_rates');
    const res = await importRates(rows);
    expect(res.body).toMatchObject({ data: { imported: 3 }, message: '3 row(s) imported' });
    expect(await countOf('exchange_rates')).toBe(before + 3);
    expect(await ratesOf('2023-02-01')).toEqual([
      { rate: '7.12345678', from_currency: 'USD', effective_date: '2023-02-01' },
    ]);
    expect((await ratesOf('2023-02-02'))[0]!.rate).toBe('0.00000012');
    expect((await ratesOf('2023-02-03'))[0]!.rate).toBe('7.10000000');
    expect(await countOf('sys_oper_log', `action = 'exchangeRate.created' and detail::text like '%2023-02-02%'`)).toBe(
      1,
    );
  });

  it('imports nothing when any row is wrong, and names the row and column of each problem', async () => {
    const twice = rateRecord();
    const before = await countOf('exchange_rates');
    const errors = rejectionOf(
      await importRates([
        rateRecord(), // row 2: fine on its own
        rateRecord({ officeCode: 'sha', effectiveDate: '2026-10-01' }), // row 3: a demo rate's key
        twice, // row 4
        { ...twice, rate: '7.2' }, // row 5: repeats row 4's office, pair and date
        rateRecord({ rate: '7.123456789' }), // row 6: nine decimals
        rateRecord({ toCurrency: 'usd' }), // row 7: one currency
        rateRecord({ fromCurrency: 'CHF' }), // row 8: not enabled
        rateRecord({ officeCode: 'NOPE' }), // row 9
        rateRecord({ effectiveDate: '2023-02-30' }), // row 10
      ]),
    );
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [3, ''],
      [5, ''],
      [6, 'rate'],
      [7, 'toCurrency'],
      [8, 'fromCurrency'],
      [9, 'officeCode'],
      [10, 'effectiveDate'],
    ]);
    expect(errors[0]!.message).toBe('Exchange rate SHA USD/CNY 2026-10-01 already exists');
    expect(errors[1]!.message).toContain(`NGB USD/CNY ${twice.effectiveDate}`);
    expect(errors[4]).toMatchObject({ column: 'From currency', message: 'Currency CHF is not enabled' });
    expect(errors[5]).toMatchObject({ column: 'Office code', message: 'You do not belong to office NOPE' });
    expect(await countOf('exchange_rates')).toBe(before);
  });

  it('takes rows of the importer’s offices only (fin01: SHA and SZX), naming the others’ rows', async () => {
    const before = await countOf('exchange_rates');
    const res = await importRates([rateRecord({ officeCode: 'SZX' }), rateRecord()], { token: t.tokens.fin01 });
    expect(rejectionOf(res)).toEqual([
      expect.objectContaining({ row: 3, field: 'officeCode', message: 'You do not belong to office NGB' }),
    ]);
    expect(await countOf('exchange_rates')).toBe(before);
  });

  it('is refused to an operator, whom finance gives the rates', async () => {
    const res = await importRates([rateRecord()], { token: t.tokens.op01 });
    expect(res.status).toBe(403);
  });
});
