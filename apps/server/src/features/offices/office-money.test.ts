import { describe, expect, it } from 'vitest';
import { createTestOffice, officeInput } from '../../../test/admin-factories';
import { chargeFactories } from '../../../test/charge-factories';
import { refusalsOf } from '../../../test/db-state';
import { useTestApp } from '../../../test/test-app';

/** issue 17: the currency an office keeps its books in, and the margin under which its jobs are flagged. */
const t = useTestApp();
const refused = refusalsOf(t);
const { send, openJob, line, saveLines } = chargeFactories(t);

const officeUrl = (id: number) => `/api/sys/offices/${id}`;
const office = async (code: string) =>
  (await send('GET', `/api/sys/offices?keyword=${code}`)).body.data.rows.find(
    (o: { officeCode: string }) => o.officeCode === code,
  );

describe('an office’s local currency and minimum margin', () => {
  it('are created, read and changed with the office, the margin in two decimals', async () => {
    const created = await createTestOffice(t, { localCurrency: 'hkd', minMarginPct: '7.5' });
    expect(created).toMatchObject({ localCurrency: 'HKD', minMarginPct: '7.50' });
    const { id, version, officeCode, userCount, updatedAt, updatedBy, companyCode, ...values } = created;
    const changed = await send('PUT', officeUrl(id), { ...values, version, localCurrency: 'USD', minMarginPct: null });
    expect(changed.body.data).toMatchObject({ localCurrency: 'USD', minMarginPct: null, version: 2 });
    expect(await office('HKG')).toMatchObject({ localCurrency: 'HKD', minMarginPct: null });
    expect(await office('SHA')).toMatchObject({ localCurrency: 'CNY', minMarginPct: '5.00' });
  });

  it('refuses a currency that is not enabled and a margin outside 0–100 or with three decimals', async () => {
    const currency = await refused(() => send('POST', '/api/sys/offices', officeInput({ localCurrency: 'XAF' })), 400);
    expect(currency.data.issues).toEqual([
      { field: 'body.localCurrency', message: 'Currency XAF is not an enabled currency' },
    ]);
    for (const minMarginPct of ['100.01', '-1', '5.125'] as const) {
      const body = await refused(() => send('POST', '/api/sys/offices', officeInput({ minMarginPct })), 400);
      expect(body.data.issues[0].field).toBe('body.minMarginPct');
    }
  });

  it('keeps the local currency once the office’s jobs have charges in it', async () => {
    const sha = await office('SHA');
    const { id, version, officeCode, userCount, updatedAt, updatedBy, companyCode, ...values } = sha;
    const job = await openJob();
    expect((await saveLines(job.id, [await line({ chargeCode: 'DOC', currency: 'CNY', unit: 'BL' })], 0)).status).toBe(
      200,
    );
    const body = await refused(() => send('PUT', officeUrl(id), { ...values, version, localCurrency: 'USD' }), 409);
    expect([body.code, body.message]).toEqual([
      'office.localCurrencyLocked',
      'The local currency cannot change: the office’s jobs have charges in CNY',
    ]);
    const margin = await send('PUT', officeUrl(id), { ...values, version, minMarginPct: '8' });
    expect(margin.body.data).toMatchObject({ localCurrency: 'CNY', minMarginPct: '8.00' });
  });
});

describe('an office’s bank account', () => {
  it('is kept with the office, its SWIFT code upper-cased, and blank by default', async () => {
    const created = await createTestOffice(t, {
      bankName: 'Bank of Ningbo',
      bankAccountName: 'Apex Ningbo',
      bankAccountNo: '7000 1234',
      bankSwift: 'bkchcnbj92a',
    });
    expect(created).toMatchObject({
      bankName: 'Bank of Ningbo',
      bankAccountName: 'Apex Ningbo',
      bankAccountNo: '7000 1234',
      bankSwift: 'BKCHCNBJ92A',
    });
    expect(await createTestOffice(t)).toMatchObject({ bankName: '', bankAccountNo: '', bankSwift: '' });
  });

  it('refuses a SWIFT code that is not 8 or 11 letters and digits', async () => {
    for (const bankSwift of ['BKCHCN', 'BKCHCNBJ9', '12CHCNBJ', 'BKCH CNBJ']) {
      const body = await refused(() => send('POST', '/api/sys/offices', officeInput({ bankSwift })), 400);
      expect(body.data.issues).toEqual([
        {
          field: 'body.bankSwift',
          message: `${bankSwift} is not a SWIFT code: 8 or 11 letters and digits (bank, country, place, branch)`,
        },
      ]);
    }
  });
});
