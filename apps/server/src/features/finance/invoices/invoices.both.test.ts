import { describe, expect, it } from 'vitest';
import { auditActionsOf } from '../../../../test/db-state';
import { addLines, chargesVersionOf, jobMoneyOf, openJob } from '../../../../test/finance-factories';
import { useTestApp } from '../../../../test/test-app';
import { TEST_DB } from '../../../../test/test-database';
import { queryRows, sql } from '../../../db/client';

const t = useTestApp(['fin01']);

const OE = '/api/ocean-export/jobs';
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.tokens.fin01) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });
const draftOf = (jobId: number, lineIds: number[]) =>
  send('POST', `${OE}/${jobId}/invoices`, { kind: 'INVOICE', lineIds, invoiceDate: '2099-01-15' });

/** The sequence part of an invoice no (the last five digits of the demo rules). */
const sequenceOf = (invoiceNo: string) => Number(invoiceNo.slice(-5));

describe('invoices of a job', () => {
  it('makes a draft of checked lines, confirms it with the office’s next invoice no, and bills the job', async () => {
    const job = await openJob(t, t.admin);
    const [freight, doc] = await addLines(t, job.id, [
      { price: '1000.00', checkStatus: 'CHECKED' },
      { price: '200.00', taxRate: '6.00', checkStatus: 'CHECKED' },
      { side: 'AP', price: '500.00', checkStatus: 'CHECKED' },
    ]);
    const draft = await draftOf(job.id, [freight!.id, doc!.id]);
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.data).toMatchObject({
      invoiceNo: '',
      kind: 'INVOICE',
      side: 'AR',
      state: 'DRAFT',
      paymentState: 'UNPAID',
      jobNo: job.jobNo,
      currency: 'CNY',
      invoiceDate: '2099-01-15',
      agingBeginDate: '2099-01-15',
      amountTotal: '1200.00',
      taxTotal: '12.00',
      grossTotal: '1212.00',
      outstanding: '1212.00',
    });
    expect(draft.body.data.lines.map((l: { id: number }) => l.id)).toEqual([freight!.id, doc!.id]);
    expect((await jobMoneyOf(t, job.id)).invoice_status).toBe('UNBILLED');

    const confirmed = await send('POST', `/api/finance/invoices/${draft.body.data.id}/confirm`, { version: 1 });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    // The Shanghai export rule of the demo: 211, the year and month, five digits.
    expect(confirmed.body.data).toMatchObject({ state: 'CONFIRMED', confirmedBy: 'fin01', version: 2 });
    expect(confirmed.body.data.invoiceNo).toMatch(/^211\d{4}\d{5}$/);
    expect(await jobMoneyOf(t, job.id)).toMatchObject({ invoice_status: 'BILLED', close_status: 'NOT_CLOSED' });
    expect(await chargesVersionOf(t, job.id)).toBe(2);
    expect(await auditActionsOf(t, 'invoice', draft.body.data.id)).toEqual(['invoice.created', 'invoice.confirmed']);

    const listed = await send('GET', `/api/finance/invoices?keyword=${confirmed.body.data.invoiceNo}`);
    expect(listed.body.data).toMatchObject({ total: 1, rows: [{ id: draft.body.data.id, grossTotal: '1212.00' }] });
  });

  it(`numbers 50 confirmations at once without a repeat or a gap, some failing among them (${TEST_DB})`, async () => {
    const jobs = await Promise.all(Array.from({ length: 5 }, () => openJob(t, t.admin)));
    const drafts: number[] = [];
    const failing: number[] = [];
    for (const job of jobs) {
      const lines = await addLines(t, job.id, [
        ...Array.from({ length: 10 }, (_, i) => ({ price: `${100 + i}.00`, checkStatus: 'CHECKED' as const })),
        { price: '1.00' },
      ]);
      for (const line of lines.slice(0, 10)) drafts.push((await draftOf(job.id, [line.id])).body.data.id);
      // A draft of an unchecked line fails its confirmation: it must not use a number up.
      failing.push((await draftOf(job.id, [lines[10]!.id])).body.data.id);
    }
    const answers = await Promise.all(
      [...drafts, ...failing].map((id) => send('POST', `/api/finance/invoices/${id}/confirm`, { version: 1 })),
    );
    expect(answers.slice(0, 50).map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(answers.slice(50).map((a) => a.body.code)).toEqual(Array(5).fill('invoice.linesNotChecked'));
    const numbers = answers.slice(0, 50).map((a) => a.body.data.invoiceNo as string);
    expect(new Set(numbers).size).toBe(50);
    const sequences = numbers.map(sequenceOf).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => sequences[0]! + i));
    // Nothing was taken past the last number given.
    const [counter] = await queryRows<{ last_seq: number }>(
      t.database.db,
      sql`select c.last_seq from job_number_counters c join job_number_rules r on r.id = c.rule_id
          join offices o on o.id = r.office_id
          where o.office_code = 'SHA' and r.kind = 'INV' and r.job_type = 'OE' and c.period = to_char(current_date, 'YYYYMM')`,
    );
    expect(counter!.last_seq).toBe(sequences.at(-1));
  });
});
