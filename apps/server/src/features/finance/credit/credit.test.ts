import { HEADERS } from '@apex/shared';
import { describe, expect, it } from 'vitest';
import {
  addLines,
  confirmedInvoice,
  expectReceivablesKept,
  newCustomer,
  openJob,
} from '../../../../test/finance-factories';
import { useTestApp } from '../../../../test/test-app';
import { sql } from '../../../db/client';
import { partiesOverCredit } from './credit';

const t = useTestApp(['fin01']);

describe('customer credit (spec §6)', () => {
  it('converts what is owed into the credit currency, by the opposite pair’s rate when the office keeps only that', async () => {
    // Shanghai keeps USD→CNY only (7.1234 in the demo): 712.34 CNY is 100.00 USD.
    const customer = await newCustomer(t, 'CREDIT-USD', { creditLimit: '100.00', creditCurrency: 'USD' });
    const job = await openJob(t, t.admin, { customer: customer.id });
    const [line, more] = await addLines(t, job.id, [
      { partyId: customer.id, price: '712.34', checkStatus: 'CHECKED' },
      { partyId: customer.id, price: '0.10', checkStatus: 'CHECKED' },
    ]);
    await confirmedInvoice(t, t.tokens.fin01, { jobId: job.id, lineIds: [line!.id] });
    expect(await partiesOverCredit(t.database.db, [customer.id])).toEqual(new Set());
    const card = () => t.call({ method: 'GET', url: `/api/ocean-export/jobs/${job.id}`, token: t.admin });
    expect((await card()).body.data.parties.customer).toMatchObject({ id: customer.id, overCredit: false });

    await confirmedInvoice(t, t.tokens.fin01, { jobId: job.id, lineIds: [more!.id] });
    expect(await partiesOverCredit(t.database.db, [customer.id])).toEqual(new Set([customer.id]));
    expect((await card()).body.data.parties.customer).toMatchObject({ overCredit: true });
    await expectReceivablesKept(t);
  });

  it('leaves out what is owed in a currency its office has no rate for, and looks only at parties with a limit', async () => {
    const customer = await newCustomer(t, 'CREDIT-HKD', { creditLimit: '1.00', creditCurrency: 'EUR' });
    const unlimited = await newCustomer(t, 'CREDIT-NONE');
    await t.database.db.execute(sql`update offices set local_currency = 'HKD' where office_code = 'HKG'`);
    // A Hong Kong job's invoice is kept in HKD; Shanghai, the customer's office, has no HKD/EUR rate.
    const job = await openJob(t, t.admin, { officeCode: 'HKG' });
    const lines = await addLines(t, job.id, [
      { partyId: customer.id, currency: 'HKD', price: '5000.00', checkStatus: 'CHECKED' },
      { partyId: unlimited.id, currency: 'HKD', price: '5000.00', checkStatus: 'CHECKED' },
    ]);
    for (const line of lines) {
      const hk = { [HEADERS.officeCode]: 'HKG' };
      const draft = await t.call({
        method: 'POST',
        url: `/api/ocean-export/jobs/${job.id}/invoices`,
        token: t.admin,
        headers: hk,
        payload: { kind: 'INVOICE', lineIds: [line.id], invoiceDate: '2099-01-15' },
      });
      const done = await t.call({
        method: 'POST',
        url: `/api/finance/invoices/${draft.body.data.id}/confirm`,
        token: t.admin,
        headers: hk,
        payload: { version: 1 },
      });
      expect(done.body.data).toMatchObject({ state: 'CONFIRMED', currency: 'HKD' });
    }
    expect(await partiesOverCredit(t.database.db, [customer.id, unlimited.id])).toEqual(new Set());
    const seen = await t.call({ method: 'GET', url: `/api/finance/statement?partyId=${customer.id}`, token: t.admin });
    expect(seen.body.data.credit).toMatchObject({ exposure: '0.00', overCredit: false });
  });
});
