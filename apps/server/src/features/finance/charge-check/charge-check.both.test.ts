import { describe, expect, it } from 'vitest';
import { auditActionsOf } from '../../../../test/db-state';
import { addLines, chargesVersionOf, jobMoneyOf, openJob } from '../../../../test/finance-factories';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp(['fin01', 'op01']);

const act = (action: string, lines: { id: number; version: number }[], token = t.tokens.fin01) =>
  t.call({ method: 'POST', url: '/api/finance/charge-lines/check', token, payload: { action, lines } });
const workbench = (query: string) =>
  t.call({ method: 'GET', url: `/api/finance/charge-lines?${query}`, token: t.tokens.fin01 });

describe('the charge check', () => {
  it('goes from the operator’s submission to finance’s check across jobs, and back, on the job’s status', async () => {
    const [one, two] = await Promise.all([openJob(t, t.admin), openJob(t, t.admin)]);
    const [charge, cost] = await addLines(t, one.id, [{ price: '300.00' }, { side: 'AP', price: '120.00' }]);
    const [other] = await addLines(t, two.id, [{ currency: 'USD', exchangeRate: '7.12340000', price: '50.00' }]);

    const submitted = await act(
      'submit',
      [
        { id: charge!.id, version: 1 },
        { id: other!.id, version: 1 },
      ],
      t.tokens.op01,
    );
    expect(submitted.body.data).toEqual({ changed: 2 });
    expect(await jobMoneyOf(t, one.id)).toMatchObject({ ar_check_status: 'CHECKING', ap_check_status: 'UNCHECKED' });

    const waiting = await workbench(`checkStatus=CHECKING&jobNo=${one.jobNo}`);
    expect(waiting.body.data).toMatchObject({
      total: 1,
      rows: [
        { id: charge!.id, version: 2, jobNo: one.jobNo, jobType: 'OE', rateDate: '2099-01-10', chargeCode: 'DOC' },
      ],
    });
    const usd = await workbench(`currency=USD&jobNo=${two.jobNo}`);
    expect(usd.body.data.rows).toMatchObject([{ id: other!.id, amount: '50.00', localAmount: '356.17' }]);

    const checked = await act('check', [
      { id: charge!.id, version: 2 },
      { id: cost!.id, version: 1 },
      { id: other!.id, version: 2 },
    ]);
    expect(checked.body.data).toEqual({ changed: 3 });
    expect(await jobMoneyOf(t, one.id)).toMatchObject({ ar_check_status: 'CHECKED', ap_check_status: 'CHECKED' });
    const rows = (await workbench(`jobNo=${one.jobNo}&checkStatus=CHECKED&sortField=amount&sortOrder=descend`)).body
      .data.rows;
    expect(rows).toMatchObject([
      { id: charge!.id, checkStatus: 'CHECKED', checkedBy: 'fin01', version: 3 },
      { id: cost!.id, version: 2 },
    ]);
    expect(await chargesVersionOf(t, one.id)).toBe(2);

    expect((await act('uncheck', [{ id: cost!.id, version: 2 }])).status).toBe(200);
    expect(await jobMoneyOf(t, one.id)).toMatchObject({ ap_check_status: 'UNCHECKED' });
    expect(await auditActionsOf(t, 'job', one.id)).toEqual([
      'job.created',
      'charge.checkSubmitted',
      'charge.checked',
      'charge.unchecked',
    ]);
  });
});
