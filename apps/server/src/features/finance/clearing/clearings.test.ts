import { describe, expect, it } from 'vitest';
import { FINANCE_TABLES, refusalsOf } from '../../../../test/db-state';
import { addLines, confirmedInvoice, expectReceivablesKept, openJob } from '../../../../test/finance-factories';
import { useTestApp } from '../../../../test/test-app';
import { sql } from '../../../db/client';

const t = useTestApp(['fin01', 'op01']);
const refused = refusalsOf(t, FINANCE_TABLES);

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.tokens.fin01) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });

/** A confirmed invoice of 1,000.00 CNY, and a payment against it as a test changes it. */
async function confirmed() {
  const job = await openJob(t, t.admin);
  const [line, draftLine] = await addLines(t, job.id, [{ price: '1000.00', checkStatus: 'CHECKED' }, {}]);
  const invoice = await confirmedInvoice(t, t.tokens.fin01, { jobId: job.id, lineIds: [line!.id] });
  const draft = await send('POST', `/api/ocean-export/jobs/${job.id}/invoices`, {
    kind: 'INVOICE',
    lineIds: [draftLine!.id],
    invoiceDate: '2099-01-15',
  });
  const pay = (amount: string, extra: object = {}) => ({
    side: 'AR',
    partyId: invoice.partyId,
    currency: 'CNY',
    clearedOn: '2099-02-01',
    items: [{ invoiceId: invoice.id, amount }],
    ...extra,
  });
  return { invoice, draft: draft.body.data as { id: number }, pay };
}
const clear = (body: object, token?: string) => send('POST', '/api/finance/clearings', body, token);

describe('a clearing', () => {
  it('takes no more than is outstanding, nothing of 0, and only invoices of its party, side and currency', async () => {
    const { invoice, pay } = await confirmed();
    const more = await refused(() => clear(pay('1000.01')), 409);
    expect(more).toMatchObject({
      code: 'clearing.exceedsOutstanding',
      message: `1,000.01 is more than invoice ${invoice.invoiceNo} has outstanding (1,000.00)`,
    });
    expect((await refused(() => clear(pay('0')), 400)).code).toBe('clearing.amountZero');
    const usd = await refused(() => clear(pay('10.00', { currency: 'USD' })), 409);
    expect(usd).toMatchObject({
      code: 'clearing.invoiceMismatch',
      message: `Invoice ${invoice.invoiceNo} is not a confirmed invoice of this party, side and currency`,
    });
    expect((await refused(() => clear(pay('10.00', { side: 'AP' })), 409)).code).toBe('clearing.invoiceMismatch');
  });

  it('takes nothing of a draft, more than outstanding in two parts, three decimals, or from an operator', async () => {
    const { invoice, draft, pay } = await confirmed();
    const onDraft = await refused(
      () => clear({ ...pay('10.00'), items: [{ invoiceId: draft.id, amount: '10.00' }] }),
      409,
    );
    expect(onDraft).toMatchObject({
      code: 'clearing.invoiceMismatch',
      message: expect.stringContaining('Invoice Draft'),
    });
    const split = await clear({
      ...pay('0'),
      items: [
        { invoiceId: invoice.id, amount: '600.00' },
        { invoiceId: invoice.id, amount: '400.01' },
      ],
    });
    expect(split.body.code).toBe('clearing.exceedsOutstanding');
    expect((await refused(() => clear(pay('3.456')), 400)).code).toBe('validation.invalid');
    expect((await refused(() => clear(pay('10.00'), t.tokens.op01), 403)).code).toBe('auth.forbidden');
  });

  it('writes off what is left with a charge-off, and then has nothing to charge off (spec §8)', async () => {
    const { invoice, pay } = await confirmed();
    expect((await clear(pay('999.00'))).status).toBe(200);
    const off = await clear(pay('1.00', { kind: 'CHARGE_OFF' }));
    expect(off.body.data).toMatchObject({ kind: 'CHARGE_OFF', amount: '1.00' });
    const again = await refused(() => clear(pay('1.00', { kind: 'CHARGE_OFF' })), 409);
    expect(again).toMatchObject({
      code: 'clearing.chargeOffUnavailable',
      message: `Charge-off unavailable: invoice ${invoice.invoiceNo} has nothing outstanding to write off`,
    });
  });

  it('keeps a cleared invoice from being cancelled or deleted, until its clearing is reversed', async () => {
    const { invoice, pay } = await confirmed();
    const payment = (await clear(pay('200.00'))).body.data;
    const cancel = await refused(() => send('POST', `/api/finance/invoices/${invoice.id}/cancel`, { version: 3 }), 409);
    expect(cancel.code).toBe('invoice.clearedOrTaxBilled');
    const remove = await refused(() => send('DELETE', `/api/finance/invoices/${invoice.id}?version=3`), 409);
    expect(remove.code).toBe('invoice.clearedOrTaxBilled');
    const noReason = await refused(
      () => send('POST', `/api/finance/clearings/${payment.id}/reverse`, { version: 1, reason: ' ' }),
      400,
    );
    expect(noReason.data.issues).toEqual([{ field: 'body.reason', message: expect.any(String) }]);
    const stale = await refused(
      () => send('POST', `/api/finance/clearings/${payment.id}/reverse`, { version: 2, reason: 'typo' }),
      409,
    );
    expect(stale.code).toBe('record.stale');
    expect(
      (await send('POST', `/api/finance/clearings/${payment.id}/reverse`, { version: 1, reason: 'typo' })).status,
    ).toBe(200);
    const twice = await refused(
      () => send('POST', `/api/finance/clearings/${payment.id}/reverse`, { version: 2, reason: 'typo' }),
      409,
    );
    expect(twice).toMatchObject({ code: 'clearing.alreadyReversed', message: 'The clearing is already reversed' });
    expect((await send('POST', `/api/finance/invoices/${invoice.id}/cancel`, { version: 4 })).status).toBe(200);
    // Every write above moved the party's receivables the database keeps (the job list's credit flag).
    await expectReceivablesKept(t);
  });

  it('finds no invoice or clearing of another office', async () => {
    const { pay } = await confirmed();
    const payment = (await clear(pay('10.00'))).body.data;
    // Hong Kong's operator may clear for this test; the invoice is still Shanghai's.
    await t.database.db.execute(sql`insert into role_permissions (role_id, permission_code)
      select id, '/clearing/edit' from roles where role_code = 'OPERATOR' on conflict do nothing`);
    const hk = await t.signIn('hk.ops');
    expect((await clear(pay('10.00'), hk)).status).toBe(404);
    expect(
      (await send('POST', `/api/finance/clearings/${payment.id}/reverse`, { version: 1, reason: 'x' }, hk)).status,
    ).toBe(404);
  });
});
