import { describe, expect, it } from 'vitest';
import { auditActionsOf, refusalsOf } from '../../../test/db-state';
import { jobInput, partyWithRole } from '../../../test/job-factories';
import { multipartFile } from '../../../test/multipart';
import { readExport } from '../../../test/read-xlsx';
import { useTestApp } from '../../../test/test-app';
import { queryRows, sql } from '../../db/client';

const t = useTestApp(['op01', 'hk.ops', 'fin01']);
const refused = refusalsOf(t, ['doc_records', 'doc_record_steps']);

const OE = '/api/ocean-export/jobs';
const RECORDS = '/api/doc-records';
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.tokens.op01) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });

let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${serial++}`;

/** An export job of op01's office with its shipper and consignee, and an MB/L no. */
async function openJob(overrides: object = {}) {
  const [shipper, consignee] = await Promise.all([partyWithRole(t, 'SHIPPER'), partyWithRole(t, 'CONSIGNEE')]);
  const payload = await jobInput(t, {
    shipper: shipper.id,
    consignee: consignee.id,
    mblNo: unique('MB'),
    ...overrides,
  });
  const res = await send('POST', OE, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; jobNo: string; mblNo: string; customer: number };
}

const create = (jobId: number, body: object = {}, token?: string) =>
  send(
    'POST',
    `${OE}/${jobId}/doc-records`,
    { docType: 'ORIGINAL_BL', belongsTo: 'MBL', originals: 3, ...body },
    token,
  );

/** The signed B/L copy a surrender needs among the job's eDocs (edocs/attachment-rules.ts). */
async function attachBlCopy(jobId: number) {
  const res = await t.call({
    method: 'POST',
    url: `${OE}/${jobId}/edocs`,
    query: { type: 'BL_COPY' },
    token: t.tokens.op01,
    ...multipartFile('bl-copy.pdf', new TextEncoder().encode('%PDF-1.7\nsigned copy')),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const step = (id: number, version: number, body: object, token?: string) =>
  send('POST', `${RECORDS}/${id}/steps`, { version, date: '2026-01-10', ...body }, token);

describe('doc records of a job', () => {
  it('numbers a record after its job, for the MB/L, with the job’s customer, listed on its doc tab', async () => {
    const job = await openJob();
    const res = await create(job.id, { manualNo: 'M-001' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      docNo: `${job.jobNo}-01`,
      docType: 'ORIGINAL_BL',
      belongsTo: 'MBL',
      hblId: null,
      jobNo: job.jobNo,
      mblNo: job.mblNo,
      officeCode: 'SHA',
      customer: job.customer,
      manualNo: 'M-001',
      originals: 3,
      status: 'NOT_RECEIVED',
      version: 1,
      steps: [],
    });
    expect(res.body.data.job.pol).toBe('CNSHA');
    const second = await create(job.id, { docType: 'CERTIFICATE_OF_ORIGIN' });
    expect(second.body.data.docNo).toBe(`${job.jobNo}-02`);
    const tab = await send('GET', `${OE}/${job.id}/doc-records`);
    expect(tab.body.data.map((r: { docNo: string }) => r.docNo)).toEqual([`${job.jobNo}-01`, `${job.jobNo}-02`]);
    expect(await auditActionsOf(t, 'docRecord', res.body.data.id)).toEqual(['docRecord.created']);
  });

  it('keeps one record per paper of a bill, and an HB/L of the job only', async () => {
    const job = await openJob();
    const other = await openJob();
    const hbl = await send('POST', `${OE}/${other.id}/hbls`, { hblNo: unique('HB'), packages: 1, weightKg: '10' });
    await create(job.id);
    const twice = await refused(() => create(job.id), 409);
    expect(twice).toMatchObject({ code: 'docRecord.duplicate', message: expect.stringContaining(`${job.jobNo}-01`) });
    const foreign = await refused(() => create(job.id, { belongsTo: 'HBL', hblId: hbl.body.data.id }), 400);
    expect(foreign.code).toBe('docRecord.hblNotOfJob');
    // The schema: an HB/L when, and only when, the record belongs to one.
    expect((await create(job.id, { belongsTo: 'HBL' })).status).toBe(400);
    expect((await create(job.id, { belongsTo: 'MBL', hblId: hbl.body.data.id, docType: 'OTHER' })).status).toBe(400);
  });
});

describe('the journey of an original bill', () => {
  it('is received, sent to the consignee, taken back, sent again and surrendered, each step signed and logged', async () => {
    const job = await openJob();
    const { id } = (await create(job.id)).body.data;
    expect((await step(id, 1, { step: 'RECEIVE', signer: 'Carrier desk' })).body.data.status).toBe('RECEIVED');
    const sent = await step(id, 2, {
      step: 'SEND',
      date: '2026-01-11',
      sentTo: 'CONSIGNEE',
      signer: 'Li Lei',
      courier: 'SF Express',
      expressNo: 'SF1234567890',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({
      status: 'SENT',
      sentTo: 'CONSIGNEE',
      sendDate: '2026-01-11',
      sendSigner: 'Li Lei',
      courier: 'SF Express',
      expressNo: 'SF1234567890',
      version: 3,
    });
    const back = await step(id, 3, { step: 'RETURN', date: '2026-01-12', signer: 'Han Meimei' });
    expect(back.body.data).toMatchObject({ status: 'RETURNED', backDate: '2026-01-12', backSigner: 'Han Meimei' });
    await step(id, 4, { step: 'SEND', date: '2026-01-13', sentTo: 'SHIPPER', signer: 'Wang Wu' });
    const taken = await step(id, 5, { step: 'RETURN', date: '2026-01-14', signer: 'Wang Wu' });
    await attachBlCopy(job.id);
    const done = await step(id, taken.body.data.version, { step: 'SURRENDER', date: '2026-01-15' });
    expect(done.body.data.status).toBe('SURRENDERED');
    expect(done.body.data.steps.map((s: { step: string; createdBy: string }) => `${s.step}:${s.createdBy}`)).toEqual([
      'RECEIVE:op01',
      'SEND:op01',
      'RETURN:op01',
      'SEND:op01',
      'RETURN:op01',
      'SURRENDER:op01',
    ]);
    expect(await auditActionsOf(t, 'docRecord', id)).toEqual([
      'docRecord.created',
      'docRecord.RECEIVE',
      'docRecord.SEND',
      'docRecord.RETURN',
      'docRecord.SEND',
      'docRecord.RETURN',
      'docRecord.SURRENDER',
    ]);
    // Over: nothing follows a surrender.
    const after = await refused(() => step(id, 7, { step: 'RECEIVE', date: '2026-01-16' }), 409);
    expect(after.message).toBe(`Doc ${job.jobNo}-01 is "Surrendered / telex released": "Receive" cannot come next`);
  });

  it('refuses a step out of turn, an earlier day, a day to come, and a send without its signer', async () => {
    const job = await openJob();
    const { id } = (await create(job.id)).body.data;
    const early = await refused(() => step(id, 1, { step: 'SEND', sentTo: 'SHIPPER', signer: 'X' }), 409);
    expect(early.code).toBe('docRecord.stepNotAllowed');
    await step(id, 1, { step: 'RECEIVE', date: '2026-01-10' });
    const before = await refused(() => step(id, 2, { step: 'SURRENDER', date: '2026-01-09' }), 400);
    expect(before).toMatchObject({ code: 'docRecord.stepBeforeLast', data: { issues: [{ field: 'date' }] } });
    expect((await refused(() => step(id, 2, { step: 'SURRENDER', date: '2099-01-01' }), 400)).code).toBe(
      'docRecord.stepInFuture',
    );
    expect((await step(id, 2, { step: 'SEND', sentTo: 'SHIPPER' })).status).toBe(400);
    expect((await step(id, 2, { step: 'RETURN' })).status).toBe(400);
    expect((await step(id, 2, { step: 'RECEIVE', sentTo: 'SHIPPER' })).status).toBe(400);
  });

  it('sends only to a party the bill names', async () => {
    const job = await openJob({ consignee: null });
    const { id } = (await create(job.id)).body.data;
    await step(id, 1, { step: 'RECEIVE' });
    const none = await refused(() => step(id, 2, { step: 'SEND', sentTo: 'CONSIGNEE', signer: 'X' }), 400);
    expect(none).toMatchObject({
      code: 'docRecord.noReceiver',
      message: 'The bill names no Consignee to send the doc to',
    });
  });

  it('refuses a stale version, and deletes only a record whose paper has not come', async () => {
    const job = await openJob();
    const { id } = (await create(job.id)).body.data;
    const edited = await send('PUT', `${RECORDS}/${id}`, {
      version: 1,
      docType: 'ORIGINAL_BL',
      belongsTo: 'MBL',
      manualNo: 'HAND-9',
      originals: 2,
      remark: 'two of three',
    });
    expect(edited.body.data).toMatchObject({ manualNo: 'HAND-9', originals: 2, version: 2 });
    expect((await refused(() => step(id, 1, { step: 'RECEIVE' }), 409)).code).toBe('record.stale');
    await step(id, 2, { step: 'RECEIVE' });
    expect((await refused(() => send('DELETE', `${RECORDS}/${id}?version=3`), 409)).code).toBe(
      'docRecord.notDeletable',
    );
    const fresh = (await create(job.id, { docType: 'OTHER' })).body.data;
    expect((await send('DELETE', `${RECORDS}/${fresh.id}?version=1`)).status).toBe(200);
    expect(await auditActionsOf(t, 'docRecord', fresh.id)).toEqual(['docRecord.created', 'docRecord.deleted']);
  });
});

describe('/document_manage/xdoc', () => {
  it('finds records by job no, MB/L, HB/L, doc no, status and send date, paged in the database', async () => {
    const job = await openJob();
    const shipper = await partyWithRole(t, 'SHIPPER');
    const hblBody = { hblNo: unique('HB'), shipper: shipper.id, packages: 1, weightKg: '1' };
    const hbl = (await send('POST', `${OE}/${job.id}/hbls`, hblBody)).body.data;
    const mbl = (await create(job.id)).body.data;
    const house = (await create(job.id, { belongsTo: 'HBL', hblId: hbl.id })).body.data;
    await step(house.id, 1, { step: 'RECEIVE', date: '2026-02-01' });
    await step(house.id, 2, { step: 'SEND', date: '2026-02-03', sentTo: 'SHIPPER', signer: 'Zhao' });
    const ids = async (query: string) =>
      (await send('GET', `${RECORDS}?${query}`)).body.data.rows.map((r: { id: number }) => r.id);
    expect(await ids(`jobNo=${job.jobNo}`)).toEqual([house.id, mbl.id]);
    expect(await ids(`mblNo=${job.mblNo}&sortField=docNo&sortOrder=ascend`)).toEqual([mbl.id, house.id]);
    expect(await ids(`hblNo=${hbl.hblNo.toLowerCase()}`)).toEqual([house.id]);
    expect(await ids(`docNo=${job.jobNo}-01`)).toEqual([mbl.id]);
    expect(await ids(`jobNo=${job.jobNo}&status=SENT`)).toEqual([house.id]);
    expect(await ids(`jobNo=${job.jobNo}&dateField=send&dateFrom=2026-02-03&dateTo=2026-02-03`)).toEqual([house.id]);
    const page = await send('GET', `${RECORDS}?jobNo=${job.jobNo}&pageSize=1&page=2`);
    expect(page.body.data).toMatchObject({ total: 2, rows: [{ id: mbl.id, hblNo: '' }] });
    expect((await send('GET', `${RECORDS}?jobNo=${job.jobNo}`)).body.data.rows[0].hblNo).toBe(hbl.hblNo);
  });

  it('exports the filtered list with labelled types and statuses in the caller’s language', async () => {
    const job = await openJob();
    const { id } = (await create(job.id)).body.data;
    await step(id, 1, { step: 'RECEIVE' });
    const sheet = await readExport(t, `${RECORDS}/export?jobNo=${job.jobNo}`, t.tokens.op01, 'zh_CN');
    expect(sheet.getRow(1).getCell(1).value).toBe('单证号');
    const row = sheet.getRow(2);
    expect([row.getCell(1).value, row.getCell(2).value, row.getCell(10).value]).toEqual([
      `${job.jobNo}-01`,
      '正本提单',
      '在公司',
    ]);
  });
});

describe('the demo', () => {
  it('shows originals at every stage of the journey, each with the steps that brought it there', async () => {
    const statuses = await queryRows<{ status: string; records: number; steps: number }>(
      t.database.db,
      sql`select d.status, count(distinct d.id)::int as records, count(s.id)::int as steps
          from doc_records d left join doc_record_steps s on s.doc_record_id = d.id
          where d.created_by = 'demo' and d.office_code = 'SHA' group by d.status order by d.status`,
    );
    expect(statuses).toEqual([
      { status: 'NOT_RECEIVED', records: 20, steps: 0 },
      { status: 'RECEIVED', records: 20, steps: 20 },
      { status: 'RETURNED', records: 20, steps: 60 },
      { status: 'SENT', records: 20, steps: 40 },
      { status: 'SURRENDERED', records: 20, steps: 40 },
    ]);
    const [sent] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from doc_records where created_by = 'demo' and status = 'SENT' and office_code = 'SHA' limit 1`,
    );
    const record = (await send('GET', `${RECORDS}/${sent!.id}`)).body.data;
    expect(record).toMatchObject({ courier: 'SF Express', sendSigner: 'Li Lei', sentTo: 'CONSIGNEE' });
    expect(record.steps.map((s: { step: string }) => s.step)).toEqual(['RECEIVE', 'SEND']);
  });

  it('keeps a B/L copy, a PDF, among the eDocs of each job whose original was surrendered', async () => {
    const [copies] = await queryRows<{ surrendered: number; copied: number; pdfs: number }>(
      t.database.db,
      sql`select count(distinct d.job_id)::int as surrendered, count(distinct e.job_id)::int as copied,
                 count(distinct e.job_id) filter (where substring(f.content from 1 for 5) = '%PDF-'::bytea)::int as pdfs
          from doc_records d
          left join job_edocs e on e.job_id = d.job_id and e.type = 'BL_COPY'
          left join stored_files f on f.storage_key = e.file_key
          where d.created_by = 'demo' and d.status = 'SURRENDERED'`,
    );
    expect(copies!.surrendered).toBeGreaterThanOrEqual(20);
    expect(copies).toEqual({
      surrendered: copies!.surrendered,
      copied: copies!.surrendered,
      pdfs: copies!.surrendered,
    });
  });
});

describe('who may', () => {
  it('finds nothing of another office: its job’s tab, its record, its steps, its list', async () => {
    const job = await openJob();
    const { id } = (await create(job.id)).body.data;
    const hk = t.tokens['hk.ops'];
    expect((await send('GET', `${OE}/${job.id}/doc-records`, undefined, hk)).status).toBe(404);
    expect((await create(job.id, { docType: 'OTHER' }, hk)).status).toBe(404);
    expect((await send('GET', `${RECORDS}/${id}`, undefined, hk)).status).toBe(404);
    expect((await refused(() => step(id, 1, { step: 'RECEIVE' }, hk), 404)).code).toBe('record.notFound');
    expect((await send('DELETE', `${RECORDS}/${id}?version=1`, undefined, hk)).status).toBe(404);
    const list = await send('GET', `${RECORDS}?officeCode=SHA`, undefined, hk);
    expect(list).toMatchObject({ status: 403, body: { code: 'auth.officeNotAllowed' } });
    expect((await send('GET', `${RECORDS}?jobNo=${job.jobNo}`, undefined, hk)).body.data.total).toBe(0);
  });

  it('needs /doc/list to read and /doc/edit to write', async () => {
    const job = await openJob();
    const fin = t.tokens.fin01;
    expect((await send('GET', RECORDS, undefined, fin)).status).toBe(403);
    expect((await send('GET', `${OE}/${job.id}/doc-records`, undefined, fin)).status).toBe(403);
    expect((await create(job.id, {}, fin)).status).toBe(403);
  });
});
