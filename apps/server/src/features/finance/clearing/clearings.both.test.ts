import { describe, expect, it } from 'vitest';
import { auditActionsOf } from '../../../../test/db-state';
import { addLines, confirmedInvoice, jobMoneyOf, openJob } from '../../../../test/finance-factories';
import { useTestApp } from '../../../../test/test-app';
import { queryRows, sql } from '../../../db/client';

const t = useTestApp(['fin01']);

const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call({ method, url, token: t.tokens.fin01, ...(payload ? { payload } : {}) });
const linesCleared = (ids: number[]) =>
  queryRows<{ id: number; cleared_amount: string; cleared_date: string | null }>(
    t.database.db,
    sql`select id, cleared_amount::text, cleared_date::text from job_charges where id in ${ids} order by id`,
  );

describe('clearing', () => {
  it('records a part payment, reverses it with its reason, clears the rest, and closes the job with its cost', async () => {
    const job = await openJob(t, t.admin);
    const [freight, doc, cost] = await addLines(t, job.id, [
      { price: '1000.00', checkStatus: 'CHECKED' },
      { price: '200.00', taxRate: '6.00', checkStatus: 'CHECKED' },
      { side: 'AP', price: '700.00', checkStatus: 'CHECKED' },
    ]);
    const invoice = await confirmedInvoice(t, t.tokens.fin01, { jobId: job.id, lineIds: [freight!.id, doc!.id] });
    const payment = {
      side: 'AR',
      partyId: invoice.partyId,
      currency: 'CNY',
      clearedOn: '2099-02-01',
      bankReference: 'ICBC 0001',
      items: [{ invoiceId: invoice.id, amount: '1100.00' }],
    };
    const open = await send(
      'GET',
      `/api/finance/clearings/open-invoices?partyId=${invoice.partyId}&side=AR&currency=CNY`,
    );
    expect(open.body.data.map((i: { id: number }) => i.id)).toContain(invoice.id);

    const part = await send('POST', '/api/finance/clearings', payment);
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.data).toMatchObject({
      kind: 'PAYMENT',
      amount: '1100.00',
      reversed: false,
      items: [{ amount: '1100.00' }],
    });
    const afterPart = (await send('GET', `/api/finance/invoices/${invoice.id}`)).body.data;
    expect(afterPart).toMatchObject({ paymentState: 'PART_CLEARED', clearedAmount: '1100.00', outstanding: '112.00' });
    expect(await linesCleared([freight!.id, doc!.id])).toEqual([
      { id: freight!.id, cleared_amount: '1000.00', cleared_date: '2099-02-01' },
      { id: doc!.id, cleared_amount: '100.00', cleared_date: null },
    ]);
    expect((await jobMoneyOf(t, job.id)).close_status).toBe('PARTIAL_CLOSE');

    const reversed = await send('POST', `/api/finance/clearings/${part.body.data.id}/reverse`, {
      version: 1,
      reason: 'Bounced cheque',
    });
    expect(reversed.body.data).toMatchObject({ reversed: true, reversedBy: 'fin01', reverseReason: 'Bounced cheque' });
    expect((await send('GET', `/api/finance/invoices/${invoice.id}`)).body.data).toMatchObject({
      paymentState: 'UNPAID',
      outstanding: '1212.00',
    });
    expect(await jobMoneyOf(t, job.id)).toMatchObject({ close_status: 'NOT_CLOSED' });
    expect(await auditActionsOf(t, 'clearing', part.body.data.id)).toEqual(['clearing.created', 'clearing.reversed']);

    const whole = await send('POST', '/api/finance/clearings', {
      ...payment,
      items: [{ invoiceId: invoice.id, amount: '1212.00' }],
    });
    expect(whole.status).toBe(200);
    expect(await linesCleared([freight!.id, doc!.id])).toEqual([
      { id: freight!.id, cleared_amount: '1000.00', cleared_date: '2099-02-01' },
      { id: doc!.id, cleared_amount: '212.00', cleared_date: '2099-02-01' },
    ]);
    // The charges are cleared; the cost is not billed yet.
    expect((await jobMoneyOf(t, job.id)).close_status).toBe('PARTIAL_CLOSE');
    const bill = await confirmedInvoice(t, t.tokens.fin01, { jobId: job.id, lineIds: [cost!.id], kind: 'VENDOR_BILL' });
    const paid = await send('POST', '/api/finance/clearings', {
      kind: 'CHARGE_OFF',
      side: 'AP',
      partyId: bill.partyId,
      currency: 'CNY',
      clearedOn: '2099-02-03',
      items: [{ invoiceId: bill.id, amount: '0' }],
    });
    expect(paid.body.data).toMatchObject({ kind: 'CHARGE_OFF', amount: '700.00' });
    expect((await jobMoneyOf(t, job.id)).close_status).toBe('CLOSED');
    const listed = await send('GET', `/api/finance/clearings?partyId=${invoice.partyId}`);
    expect(listed.body.data.rows.map((c: { id: number }) => c.id)).toEqual([whole.body.data.id, part.body.data.id]);
    // The invoice editor's clearing history: those of one invoice.
    const ofBill = await send('GET', `/api/finance/clearings?invoiceId=${bill.id}`);
    expect(ofBill.body.data.rows.map((c: { id: number }) => c.id)).toEqual([paid.body.data.id]);
  });
});
