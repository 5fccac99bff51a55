import { describe, expect, it } from 'vitest';
import { addLines, confirmedInvoice, newCustomer, openJob } from '../../../../test/finance-factories';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp(['fin01', 'sales01', 'op01']);

const statement = (query: string, token = t.tokens.fin01) =>
  t.call({ method: 'GET', url: `/api/finance/statement?${query}`, token });

describe('statement of account', () => {
  it('ages a customer’s open invoices in four buckets, totals them over every page, and shows its credit', async () => {
    const customer = await newCustomer(t, 'STMT-AGING', { creditLimit: '1000', creditCurrency: 'CNY' });
    const job = await openJob(t, t.admin);
    const aged = { partyId: customer.id, checkStatus: 'CHECKED' } as const;
    const lines = await addLines(t, job.id, [
      { ...aged, price: '100.00', agingBeginDate: '2099-06-20' },
      { ...aged, price: '200.00', agingBeginDate: '2099-05-15' },
      { ...aged, price: '300.00', agingBeginDate: '2099-04-10' },
      { ...aged, price: '400.00', agingBeginDate: '2099-01-01' },
      { ...aged, price: '50.00', currency: 'USD', exchangeRate: '7.00000000', agingBeginDate: '2099-06-01' },
    ]);
    for (const line of lines) await confirmedInvoice(t, t.tokens.fin01, { jobId: job.id, lineIds: [line.id] });

    const res = await statement(`partyId=${customer.id}&asOf=2099-06-30&pageSize=2`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data.party).toEqual({
      id: customer.id,
      code: 'STMT-AGING',
      nameEn: 'STMT-AGING Trading Co., Ltd.',
      nameCn: '',
    });
    expect(data.total).toBe(5);
    expect(data.rows.map((r: { days: number; bucket: string }) => [r.days, r.bucket])).toEqual([
      [180, 'D90_PLUS'],
      [81, 'D61_90'],
    ]);
    expect(data.totals).toEqual([
      {
        currency: 'CNY',
        buckets: { D0_30: '100.00', D31_60: '200.00', D61_90: '300.00', D90_PLUS: '400.00' },
        total: '1000.00',
      },
      {
        currency: 'USD',
        buckets: { D0_30: '50.00', D31_60: '0.00', D61_90: '0.00', D90_PLUS: '0.00' },
        total: '50.00',
      },
    ]);
    // 1,000.00 CNY and 50.00 USD at 7: 1,350.00 owed against a limit of 1,000.00.
    expect(data.credit).toEqual({
      limit: '1000.00',
      currency: 'CNY',
      exposure: '1350.00',
      overCredit: true,
      blacklisted: false,
    });
    const third = await statement(`partyId=${customer.id}&asOf=2099-06-30&pageSize=2&page=3`);
    expect(third.body.data.rows).toMatchObject([{ days: 10, bucket: 'D0_30', currency: 'CNY', outstanding: '100.00' }]);

    expect((await statement(`partyId=${customer.id}`, t.tokens.sales01)).status).toBe(200);
    expect((await statement(`partyId=${customer.id}`, t.tokens.op01)).status).toBe(403);
    expect((await statement('partyId=99999999')).status).toBe(404);
  });
});
