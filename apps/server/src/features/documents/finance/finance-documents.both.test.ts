import { HEADERS } from '@apex/shared';
import { describe, expect, it } from 'vitest';
import { addLines, confirmedInvoice, newCustomer, openJob } from '../../../../test/finance-factories';
import { fetchPdf } from '../../../../test/pdf-answer';
import { useTestApp } from '../../../../test/test-app';
import { insertPrint } from '../queries';

const t = useTestApp(['fin01', 'hk.ops', 'wh01']);

const CHINESE_NAME = '上海华贸国际货运有限公司';

/** A customer with a Chinese name and an address, billed 1,000.00 and 200.00 at 6 % on one job. */
async function billedCustomer(code: string) {
  const customer = await newCustomer(t, code, {
    nameCn: CHINESE_NAME,
    addresses: [{ address1: '88 Century Avenue', city: 'Shanghai', countryCode: 'CN' }],
  });
  const job = await openJob(t, t.admin, { customer: customer.id, mblNo: `MBL${code}` });
  const lines = await addLines(t, job.id, [
    { partyId: customer.id, price: '1000.00', checkStatus: 'CHECKED' },
    { partyId: customer.id, price: '200.00', taxRate: '6.00', checkStatus: 'CHECKED' },
  ]);
  return { customer, job, lines };
}

describe('the printed invoice', () => {
  it('carries its number, party, shipment, lines, tax, totals and the total in words, in English', async () => {
    const { customer, job, lines } = await billedCustomer('PRT-INV-EN');
    const invoice = await confirmedInvoice(t, t.tokens.fin01, { jobId: job.id, lineIds: lines.map((l) => l.id) });
    const pdf = await fetchPdf(t, `/api/finance/invoices/${invoice.id}/pdf`, t.tokens.fin01);
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      `inline; filename="INVOICE-${invoice.invoiceNo}.pdf"; filename*=UTF-8''INVOICE-${invoice.invoiceNo}.pdf`,
    );
    for (const expected of [
      'INVOICE',
      invoice.invoiceNo,
      `${customer.code} Trading Co., Ltd.`,
      CHINESE_NAME,
      '88 Century Avenue, Shanghai, CN',
      job.jobNo,
      'MBLPRT-INV-EN',
      '1,000.00',
      'Tax amount: ￥12.00',
      'Total due: ￥1,212.00',
      'ONE THOUSAND TWO HUNDRED TWELVE ONLY',
      'Page 1 of 1',
    ])
      expect(pdf.text).toContain(expected);
  });

  it('prints each line’s quantity as the screens show it, without the stored trailing zeros', async () => {
    const customer = await newCustomer(t, 'PRT-INV-NUM');
    const job = await openJob(t, t.admin, { customer: customer.id });
    const lines = await addLines(t, job.id, [
      { partyId: customer.id, num: '2.5', price: '100.00', checkStatus: 'CHECKED' },
      { partyId: customer.id, num: '3', price: '10.00', checkStatus: 'CHECKED' },
    ]);
    const invoice = await confirmedInvoice(t, t.tokens.fin01, { jobId: job.id, lineIds: lines.map((l) => l.id) });
    const pdf = await fetchPdf(t, `/api/finance/invoices/${invoice.id}/pdf`, t.tokens.fin01);
    expect(pdf.text).toContain('SHPT 2.5 100.00');
    expect(pdf.text).toContain('SHPT 3 10.00');
    expect(pdf.text).not.toMatch(/\d\.\d000\b|\.0000/);
  });

  it('asks for payment into the office’s bank account on an invoice and a debit note, not on a credit note', async () => {
    const { job, lines } = await billedCustomer('PRT-INV-BANK');
    const invoice = await confirmedInvoice(t, t.tokens.fin01, { jobId: job.id, lineIds: [lines[0]!.id] });
    const debit = await confirmedInvoice(t, t.tokens.fin01, {
      jobId: job.id,
      lineIds: [lines[1]!.id],
      kind: 'DEBIT_NOTE',
    });
    const printed = async (id: number, language?: string) =>
      (await fetchPdf(t, `/api/finance/invoices/${id}/pdf`, t.tokens.fin01, language)).text;
    const remit =
      'Please remit to Bank Bank of China, Shanghai Branch Account name Apex Logistics (China) Co., Ltd. Account no 4375 0000 1288 6600 SWIFT code BKCHCNBJ300';
    expect(await printed(invoice.id)).toContain(remit);
    expect(await printed(debit.id)).toContain(remit);
    expect(await printed(invoice.id, 'zh_CN')).toContain('请汇款至 开户银行 Bank of China, Shanghai Branch');
    const credit = await t.call({
      method: 'POST',
      url: `/api/ocean-export/jobs/${job.id}/invoices`,
      token: t.tokens.fin01,
      payload: {
        kind: 'CREDIT_NOTE',
        lineIds: [(await addLines(t, job.id, [{ price: '5.00' }]))[0]!.id],
        invoiceDate: '2099-01-15',
      },
    });
    expect(credit.status, JSON.stringify(credit.body)).toBe(200);
    expect(await printed(credit.body.data.id)).not.toContain('Please remit to');
    // An office that keeps no account prints none.
    const offices = '/api/sys/offices';
    const sha = (await t.call({ method: 'GET', url: `${offices}?keyword=SHA`, token: t.admin })).body.data.rows.find(
      (o: { officeCode: string }) => o.officeCode === 'SHA',
    );
    const { id, officeCode, companyCode, userCount, updatedAt, updatedBy, ...values } = sha;
    const blank = { ...values, bankName: '', bankAccountName: '', bankAccountNo: '', bankSwift: '' };
    const cleared = await t.call({ method: 'PUT', url: `${offices}/${id}`, token: t.admin, payload: blank });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(await printed(invoice.id)).not.toContain('Please remit to');
    const back = { ...values, version: cleared.body.data.version };
    expect((await t.call({ method: 'PUT', url: `${offices}/${id}`, token: t.admin, payload: back })).status).toBe(200);
  });

  it('says the total in Chinese uppercase numerals and labels in the reader’s language', async () => {
    const { job, lines } = await billedCustomer('PRT-INV-CN');
    const invoice = await confirmedInvoice(t, t.tokens.fin01, { jobId: job.id, lineIds: lines.map((l) => l.id) });
    const cn = await fetchPdf(t, `/api/finance/invoices/${invoice.id}/pdf`, t.tokens.fin01, 'zh_CN');
    expect(cn.text).toContain('壹仟贰佰壹拾贰元整');
    expect(cn.text).toContain('发票号');
    expect(cn.text).toContain(CHINESE_NAME);
    const hk = await fetchPdf(t, `/api/finance/invoices/${invoice.id}/pdf`, t.tokens.fin01, 'zh_HK');
    expect(hk.text).toContain('壹仟貳佰壹拾貳元整');
  });

  it('marks a draft across its pages and names it after its job, and prints a debit note as one', async () => {
    const { job, lines } = await billedCustomer('PRT-INV-DR');
    const draft = await t.call({
      method: 'POST',
      url: `/api/ocean-export/jobs/${job.id}/invoices`,
      token: t.tokens.fin01,
      payload: { kind: 'DEBIT_NOTE', lineIds: [lines[0]!.id], invoiceDate: '2099-01-15' },
    });
    const pdf = await fetchPdf(t, `/api/finance/invoices/${draft.body.data.id}/pdf`, t.tokens.fin01);
    expect(pdf.headers['content-disposition']).toContain(`DEBIT_NOTE-${job.jobNo}-DRAFT.pdf`);
    expect(pdf.text).toContain('DEBIT NOTE');
    expect(pdf.text).toContain('DRAFT');
    expect(pdf.text).toContain('ONE THOUSAND ONLY');
  });

  it('records each print of an invoice or note in its job’s print history, with the number it bears', async () => {
    const { job, lines } = await billedCustomer('PRT-INV-REC');
    const invoice = await confirmedInvoice(t, t.tokens.fin01, { jobId: job.id, lineIds: [lines[0]!.id] });
    expect((await fetchPdf(t, `/api/finance/invoices/${invoice.id}/pdf`, t.tokens.fin01)).status).toBe(200);
    const draft = await t.call({
      method: 'POST',
      url: `/api/ocean-export/jobs/${job.id}/invoices`,
      token: t.tokens.fin01,
      payload: { kind: 'CREDIT_NOTE', lineIds: [lines[1]!.id], invoiceDate: '2099-01-15' },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect((await fetchPdf(t, `/api/finance/invoices/${draft.body.data.id}/pdf`, t.tokens.fin01)).status).toBe(200);
    expect((await fetchPdf(t, `/api/finance/invoices/${invoice.id}/pdf`, t.tokens['hk.ops'])).status).toBe(404);
    const prints = await t.call({
      method: 'GET',
      url: `/api/ocean-export/jobs/${job.id}/documents/prints`,
      token: t.admin,
    });
    expect(prints.status, JSON.stringify(prints.body)).toBe(200);
    expect(
      prints.body.data.map((p: Record<string, unknown>) => [p.kind, p.invoiceId, p.invoiceNo, p.printedBy, p.template]),
    ).toEqual([
      ['CREDIT_NOTE', draft.body.data.id, '', 'fin01', ''],
      ['INVOICE', invoice.id, invoice.invoiceNo, 'fin01', ''],
    ]);
  });

  it('is not found by another office, and needs /invoice/list (a warehouse clerk has not)', async () => {
    const { job, lines } = await billedCustomer('PRT-INV-AX');
    const invoice = await confirmedInvoice(t, t.tokens.fin01, { jobId: job.id, lineIds: [lines[0]!.id] });
    expect((await fetchPdf(t, `/api/finance/invoices/${invoice.id}/pdf`, t.tokens['hk.ops'])).status).toBe(404);
    expect((await fetchPdf(t, `/api/finance/invoices/${invoice.id}/pdf`, t.tokens.wh01)).status).toBe(403);
  });
});

describe('the printed statement of account', () => {
  it('lists every open invoice of the party, aged, with the totals per currency', async () => {
    const { customer, job, lines } = await billedCustomer('PRT-STMT');
    const first = await confirmedInvoice(t, t.tokens.fin01, { jobId: job.id, lineIds: [lines[0]!.id] });
    const second = await confirmedInvoice(t, t.tokens.fin01, { jobId: job.id, lineIds: [lines[1]!.id] });
    const url = `/api/finance/statement/pdf?partyId=${customer.id}&asOf=2099-03-01`;
    const pdf = await fetchPdf(t, url, t.tokens.fin01);
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('STATEMENT-PRT-STMT-2099-03-01.pdf');
    for (const expected of [
      'STATEMENT OF ACCOUNT',
      CHINESE_NAME,
      first.invoiceNo,
      second.invoiceNo,
      job.jobNo,
      '1,000.00',
      '212.00',
      '￥1,212.00',
    ])
      expect(pdf.text).toContain(expected);
    const cn = await fetchPdf(t, url, t.tokens.fin01, 'zh_CN');
    expect(cn.text).toContain('对账单');
    expect((await fetchPdf(t, url, t.tokens.wh01)).status).toBe(403);
  });

  it('is recorded in the party’s print history of the session’s office, with its side and day', async () => {
    const { customer } = await billedCustomer('PRT-STMT-REC');
    const statement = `/api/finance/statement/pdf?partyId=${customer.id}`;
    expect((await fetchPdf(t, `${statement}&asOf=2099-03-01`, t.tokens.fin01)).status).toBe(200);
    expect((await fetchPdf(t, `${statement}&side=AP&asOf=2099-04-01`, t.tokens.fin01)).status).toBe(200);
    const inHongKong = { [HEADERS.officeCode]: 'HKG' };
    const hk = await t.call({
      method: 'GET',
      url: `${statement}&asOf=2099-05-01`,
      token: t.admin,
      headers: inHongKong,
    });
    expect(hk.status).toBe(200);
    expect((await fetchPdf(t, '/api/finance/statement/pdf?partyId=2147483647', t.tokens.fin01)).status).toBe(404);
    const prints = `/api/finance/statement/prints?partyId=${customer.id}`;
    const seen = (token: string, headers = {}) => t.call({ method: 'GET', url: prints, token, headers });
    const shanghai = await seen(t.tokens.fin01);
    expect(shanghai.status, JSON.stringify(shanghai.body)).toBe(200);
    expect(shanghai.body.data).toMatchObject([
      { kind: 'STATEMENT', variant: 'AP', asOf: '2099-04-01', printedBy: 'fin01', hblNo: '', invoiceId: null },
      { kind: 'STATEMENT', variant: 'AR', asOf: '2099-03-01', printedBy: 'fin01' },
    ]);
    expect((await seen(t.admin, inHongKong)).body.data).toMatchObject([{ asOf: '2099-05-01', printedBy: 'admin' }]);
    expect((await seen(t.tokens.wh01)).status).toBe(403);
  });

  it('is a party’s paper: a print names a job, or a party and its office, never neither nor both', async () => {
    const { customer, job } = await billedCustomer('PRT-STMT-ROW');
    const print = (row: Partial<Parameters<typeof insertPrint>[1]>) =>
      insertPrint(t.database.db, { kind: 'STATEMENT', printedBy: 'fin01', ...row });
    const refused = { cause: { constraint: 'document_prints_of_job_or_party' } };
    await expect(print({})).rejects.toMatchObject(refused);
    await expect(print({ partyId: customer.id })).rejects.toMatchObject(refused);
    await expect(print({ jobId: job.id, partyId: customer.id, officeCode: 'SHA' })).rejects.toMatchObject(refused);
    await expect(print({ partyId: customer.id, officeCode: 'SHA' })).resolves.toBeUndefined();
  });
});
