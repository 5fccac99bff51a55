import { describe, expect, it } from 'vitest';
import { addLines, jobMoneyOf, newCustomer, openJob } from '../../../test/finance-factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp(['fin01', 'op01']);

const OI = '/api/ocean-import/jobs';
const send = (method: 'GET' | 'POST', url: string, payload?: object, token = t.tokens.fin01) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });

async function invoiceOf(jobId: number, lineIds: number[]) {
  const draft = await send('POST', `${OI}/${jobId}/invoices`, { kind: 'INVOICE', lineIds, invoiceDate: '2099-02-10' });
  const confirmed = await send('POST', `/api/finance/invoices/${draft.body.data.id}/confirm`, { version: 1 });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return confirmed.body.data as { id: number; invoiceNo: string; grossTotal: string };
}

describe('the money of an import job, from its lines to the customer’s statement', () => {
  it('checks the lines, bills them in two currencies, takes a part payment, and shows it all on the job and statement', async () => {
    const customer = await newCustomer(t, 'FLOW-IMPORT');
    const job = await openJob(t, t.admin, { jobType: 'OI', customer: customer.id });
    const [usd, cny, cost] = await addLines(t, job.id, [
      { partyId: customer.id, currency: 'USD', exchangeRate: '7.12340000', price: '100.00' },
      { partyId: customer.id, price: '300.00', taxRate: '6.00' },
      { side: 'AP', price: '450.00' },
    ]);
    const all = [usd!, cny!, cost!].map(({ id, version }) => ({ id, version }));
    const submitted = await send(
      'POST',
      '/api/finance/charge-lines/check',
      { action: 'submit', lines: all },
      t.tokens.op01,
    );
    expect(submitted.body.data).toEqual({ changed: 3 });
    const lines = all.map(({ id, version }) => ({ id, version: version + 1 }));
    expect((await send('POST', '/api/finance/charge-lines/check', { action: 'check', lines })).status).toBe(200);
    expect(await jobMoneyOf(t, job.id)).toMatchObject({
      invoice_status: 'UNBILLED',
      close_status: 'NOT_CLOSED',
      ar_check_status: 'CHECKED',
      ap_check_status: 'CHECKED',
      // 712.34 + 300.00 of charges less 450.00 of cost.
      ar_local: '1012.34',
      ap_local: '450.00',
      profit_local: '562.34',
      margin_pct: '55.55',
    });

    const local = await invoiceOf(job.id, [cny!.id]);
    expect(local.grossTotal).toBe('318.00');
    expect((await jobMoneyOf(t, job.id)).invoice_status).toBe('PART_BILLED');
    const dollars = await invoiceOf(job.id, [usd!.id]);
    expect(dollars.invoiceNo).toMatch(/^212\d{4}\d{5}$/);
    const card = await send('GET', `${OI}/${job.id}`);
    expect(card.body.data.invoiceStatus).toBe('BILLED');

    const paid = await send('POST', '/api/finance/clearings', {
      side: 'AR',
      partyId: customer.id,
      currency: 'CNY',
      clearedOn: '2099-02-20',
      bankReference: 'BOC 20990220',
      items: [{ invoiceId: local.id, amount: '118.00' }],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await jobMoneyOf(t, job.id)).close_status).toBe('PARTIAL_CLOSE');

    const statement = await send('GET', `/api/finance/statement?partyId=${customer.id}&asOf=2099-03-31`);
    expect(statement.body.data).toMatchObject({
      total: 2,
      rows: [
        { invoiceNo: local.invoiceNo, outstanding: '200.00', days: 49, bucket: 'D31_60' },
        { invoiceNo: dollars.invoiceNo, currency: 'USD', outstanding: '100.00' },
      ],
      credit: { limit: null, overCredit: false },
    });
    const list = await send('GET', '/api/finance/invoices?paymentState=PART_CLEARED&keyword=212');
    expect(list.body.data.rows.map((r: { id: number }) => r.id)).toContain(local.id);
  });
});
