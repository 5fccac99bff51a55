import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { signInWithPermissions } from '../../../test/admin-factories';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../test/db-state';
import { readExport } from '../../../test/read-xlsx';
import { useTestApp } from '../../../test/test-app';
import { rateOn } from './exchange-rates';

const t = useTestApp();
const refused = refusalsOf(t);

type Rate = { id: number; rate: string; effectiveDate: string; version: number };

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });

let day = 0;
/** A rate no other test uses: NGB's JPY/CNY on a day of its own. */
function rateInput(overrides: object = {}) {
  day += 1;
  return {
    officeCode: 'ngb',
    fromCurrency: 'jpy',
    toCurrency: 'cny',
    rate: '0.04712345',
    effectiveDate: `2025-01-${String(day).padStart(2, '0')}`,
    ...overrides,
  };
}

async function createRate(body: object = rateInput()) {
  const res = await send('POST', '/api/sys/exchangeRates', body);
  expect(res.status).toBe(200);
  return res.body.data as Rate;
}

describe('the rate of an office and pair on a date', () => {
  it('is the latest effective on or before the date, with all its decimals', async () => {
    const key = { officeCode: 'SZX', fromCurrency: 'USD', toCurrency: 'CNY' };
    await createRate({ ...key, rate: '7.10000001', effectiveDate: '2024-03-01' });
    await createRate({ ...key, rate: '7.20000002', effectiveDate: '2024-03-10' });
    const db = t.database.db;
    expect(await rateOn(db, key, '2024-02-29')).toBeNull();
    expect(await rateOn(db, key, '2024-03-01')).toEqual({ rate: '7.10000001', effectiveDate: '2024-03-01' });
    expect(await rateOn(db, key, '2024-03-09')).toEqual({ rate: '7.10000001', effectiveDate: '2024-03-01' });
    expect(await rateOn(db, key, '2024-03-10')).toEqual({ rate: '7.20000002', effectiveDate: '2024-03-10' });
    expect(await rateOn(db, { ...key, officeCode: 'SHA' }, '2024-03-10')).toBeNull();
    expect(await rateOn(db, { ...key, toCurrency: 'USD' }, '2024-01-01')).toEqual({
      rate: '1',
      effectiveDate: '2024-01-01',
    });
    const res = await send(
      'GET',
      '/api/sys/exchangeRates/lookup?officeCode=szx&fromCurrency=usd&toCurrency=cny&date=2024-04-01',
    );
    expect(res.body.data).toEqual({ rate: '7.20000002', effectiveDate: '2024-03-10' });
  });
});

describe('GET /sys/exchangeRates', () => {
  it('lists the newest first, filtered by office, either currency and dates', async () => {
    const res = await send(
      'GET',
      '/api/sys/exchangeRates?officeCode=SHA&currency=USD&dateFrom=2026-10-01&dateTo=2026-11-30',
    );
    expect(res.body.data.rows.map((r: Rate) => [r.effectiveDate, r.rate])).toEqual([
      ['2026-11-01', '7.12340000'],
      ['2026-10-01', '7.10500000'],
    ]);
    // The demo's money adds a rate on the first of each month up to today (seed/finance-generator.ts):
    // the hand-seeded rates are pinned by their dates.
    const cny = await send('GET', '/api/sys/exchangeRates?officeCode=HKG&currency=CNY&dateTo=2026-11-30');
    expect(cny.body.data.rows.map((r: Rate) => [r.effectiveDate, r.rate])).toContainEqual(['2026-11-01', '1.09610000']);
    const pair = await send('GET', '/api/sys/exchangeRates?keyword=hkd/cny&pageSize=200');
    const pairs: { officeCode: string; fromCurrency: string; toCurrency: string }[] = pair.body.data.rows;
    expect(pairs.every((r) => r.fromCurrency === 'HKD' && r.toCurrency === 'CNY')).toBe(true);
    expect(pairs.map((r) => r.officeCode)).toContain('SHA');
  });

  it('is open to an operator, and closed to an account without the permission', async () => {
    expect((await send('GET', '/api/sys/exchangeRates', undefined, await t.signIn('op01'))).status).toBe(200);
    const { token } = await signInWithPermissions(t, ['/carrier/list']);
    const body = await refused(() => send('GET', '/api/sys/exchangeRates', undefined, token), 403);
    expect(body.message).toBe('no permission to use the function');
  });
});

describe('POST /sys/exchangeRates', () => {
  it('adds a rate with codes upper-cased, and logs it', async () => {
    const rate = await createRate(rateInput({ rate: ' 0.0471 ' }));
    expect(rate).toMatchObject({ officeCode: 'NGB', fromCurrency: 'JPY', toCurrency: 'CNY', rate: '0.04710000' });
    expect(await auditActionsOf(t, 'exchangeRate', rate.id)).toEqual(['exchangeRate.created']);
  });

  it('refuses a second rate for the office, pair and day', async () => {
    const input = rateInput();
    await createRate(input);
    const dup = await refused(() => send('POST', '/api/sys/exchangeRates', { ...input, rate: '1.5' }), 409);
    expect(dup.code).toBe('record.duplicate');
    expect(dup.message).toContain(`NGB JPY/CNY ${input.effectiveDate}`);
  });

  it('refuses a zero or float-shaped rate, one pair of the same currency, a disabled currency and an unknown office', async () => {
    const bad = await refused(() => send('POST', '/api/sys/exchangeRates', rateInput({ rate: '0.000' })), 400);
    expect(bad.data.issues.map((i: { field: string }) => i.field)).toEqual(['body.rate']);
    await refused(() => send('POST', '/api/sys/exchangeRates', rateInput({ rate: '1e3' })), 400);
    const same = await refused(() => send('POST', '/api/sys/exchangeRates', rateInput({ toCurrency: 'JPY' })), 400);
    expect(same.data.issues).toEqual([
      { field: 'body.toCurrency', message: 'A rate converts between two different currencies' },
    ]);
    const off = await refused(() => send('POST', '/api/sys/exchangeRates', rateInput({ fromCurrency: 'CHF' })), 400);
    expect(off.data.issues).toEqual([{ field: 'body.fromCurrency', message: 'Currency CHF is not enabled' }]);
    const office = await refused(() => send('POST', '/api/sys/exchangeRates', rateInput({ officeCode: 'NOPE' })), 403);
    expect(office.data.issues).toEqual([{ field: 'body.officeCode', message: 'You do not belong to office NOPE' }]);
  });

  it('is refused to an operator, whom finance gives the rates', async () => {
    const fin = await t.signIn('fin01');
    expect((await send('POST', '/api/sys/exchangeRates', rateInput({ officeCode: 'SZX' }), fin)).status).toBe(200);
    const op = await t.signIn('op01');
    const body = await refused(() => send('POST', '/api/sys/exchangeRates', rateInput(), op), 403);
    expect(body.message).toBe('no permission to use the function');
  });
});

describe('rates belong to their office (docs/decisions.md, "Office scoping of master data")', () => {
  // fin01 keeps the rates of SHA and SZX; NGB and HKG are other offices'.
  const asFinance = async () => {
    const fin = await t.signIn('fin01');
    return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      send(method, url, payload, fin);
  };

  it('lists, exports and looks up the caller’s offices’ rates only, whatever the filter asks', async () => {
    const fin = await asFinance();
    const offices = (await fin('GET', '/api/sys/exchangeRates?pageSize=100')).body.data.rows.map(
      (r: { officeCode: string }) => r.officeCode,
    );
    expect(new Set(offices)).toEqual(new Set(['SHA', 'SZX']));
    expect((await fin('GET', '/api/sys/exchangeRates?officeCode=HKG')).body.data).toEqual({ rows: [], total: 0 });
    const lookup = await fin(
      'GET',
      '/api/sys/exchangeRates/lookup?officeCode=HKG&fromCurrency=USD&toCurrency=HKD&date=2026-11-20',
    );
    expect(lookup.status).toBe(403);
    expect(lookup.body.data.issues).toEqual([
      { field: 'query.officeCode', message: 'You do not belong to office HKG' },
    ]);
    const token = await t.signIn('fin01');
    expect((await readExport(t, '/api/sys/exchangeRates/export?officeCode=HKG', token)).rowCount).toBe(1);
    const sheet = await readExport(t, '/api/sys/exchangeRates/export', token);
    expect(new Set(sheet.getColumn(1).values.slice(2))).toEqual(new Set(['SHA', 'SZX']));
  });

  it('answers another office’s rate as one that does not exist, and changes nothing of it', async () => {
    const other = await createRate();
    const fin = await asFinance();
    expect((await fin('GET', `/api/sys/exchangeRates/${other.id}`)).status).toBe(404);
    const { effectiveDate } = other;
    expect(
      (await fin('PUT', `/api/sys/exchangeRates/${other.id}`, { version: 1, rate: '9', effectiveDate })).status,
    ).toBe(404);
    expect((await fin('DELETE', `/api/sys/exchangeRates/${other.id}?version=1`)).status).toBe(404);
    expect((await send('GET', `/api/sys/exchangeRates/${other.id}`)).body.data).toEqual(other);
    expect(await auditActionsOf(t, 'exchangeRate', other.id)).toEqual(['exchangeRate.created']);
  });

  it('refuses a new rate of another office, naming the field', async () => {
    const fin = await asFinance();
    const res = await fin('POST', '/api/sys/exchangeRates', rateInput({ officeCode: 'HKG' }));
    expect(res.status).toBe(403);
    expect(res.body.data.issues).toEqual([{ field: 'body.officeCode', message: 'You do not belong to office HKG' }]);
  });
});

describe('PUT and DELETE /sys/exchangeRates/:id', () => {
  it('changes a rate, refuses a stale version, and rolls back when the log row cannot be written', async () => {
    const rate = await createRate();
    const { effectiveDate } = rate;
    const changed = await send('PUT', `/api/sys/exchangeRates/${rate.id}`, { version: 1, rate: '0.05', effectiveDate });
    expect(changed.body.data).toMatchObject({ rate: '0.05000000', version: 2 });
    const stale = await refused(
      () => send('PUT', `/api/sys/exchangeRates/${rate.id}`, { version: 1, rate: '0.06', effectiveDate }),
      409,
    );
    expect(stale.code).toBe('record.stale');
    const restore = await failAuditOf(t, 'exchangeRate.updated');
    await refused(
      () => send('PUT', `/api/sys/exchangeRates/${rate.id}`, { version: 2, rate: '0.06', effectiveDate }),
      500,
    ).finally(restore);
    expect((await send('GET', `/api/sys/exchangeRates/${rate.id}`)).body.data.rate).toBe('0.05000000');
  });

  it('refuses to move a rate onto a day that has one, and deletes a rate', async () => {
    const first = await createRate();
    const second = await createRate();
    const moved = await refused(
      () =>
        send('PUT', `/api/sys/exchangeRates/${second.id}`, {
          version: 1,
          rate: '1',
          effectiveDate: first.effectiveDate,
        }),
      409,
    );
    expect(moved.code).toBe('record.duplicate');
    expect((await send('DELETE', `/api/sys/exchangeRates/${second.id}?version=1`)).status).toBe(200);
    expect(await auditActionsOf(t, 'exchangeRate', second.id)).toEqual([
      'exchangeRate.created',
      'exchangeRate.deleted',
    ]);
  });
});

describe('GET /sys/exchangeRates/export and /sys/currencies/export', () => {
  const sheetOf = async (path: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/sys/${path}`, headers: { authorization: t.admin } });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    return workbook.worksheets[0]!;
  };

  it('writes the filtered rates, each rate as the exact decimal text', async () => {
    const sheet = await sheetOf(
      'exchangeRates/export?officeCode=SHA&currency=USD&dateFrom=2026-10-01&dateTo=2026-11-30',
    );
    expect(sheet.rowCount).toBe(3);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 6)).toEqual([
      'SHA',
      'USD',
      'CNY',
      '7.12340000',
      '2026-11-01',
    ]);
  });

  it('writes the enabled currencies', async () => {
    const sheet = await sheetOf('currencies/export?enabled=true');
    expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual([
      'Code',
      'Name (English)',
      'Name (Chinese)',
      'Decimals',
    ]);
    expect(sheet.rowCount).toBeGreaterThan(10);
  });
});
