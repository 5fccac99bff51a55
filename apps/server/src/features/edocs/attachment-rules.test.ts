import { describe, expect, it } from 'vitest';
import { refusalsOf } from '../../../test/db-state';
import { JOB_PATHS, jobInput } from '../../../test/job-factories';
import { multipartFile } from '../../../test/multipart';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp(['op01']);
const refused = refusalsOf(t, ['job_edocs', 'stored_files']);
const OE = JOB_PATHS.OE;
const PDF = new TextEncoder().encode('%PDF-1.7\nsigned surrender copy');

let serial = 0;
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.call({ method, url, token: t.tokens.op01, ...(payload ? { payload } : {}) });

async function createTestJob() {
  const res = await t.call({ method: 'POST', url: OE, token: t.admin, payload: await jobInput(t) });
  return res.body.data as { id: number; jobNo: string };
}

const hblInput = (releaseMode: string) => ({ hblNo: `TLX${Date.now()}${serial++}`, packages: 1, releaseMode });

const attach = async (jobId: number, type: string) =>
  (
    await t.call({
      method: 'POST',
      url: `${OE}/${jobId}/edocs`,
      query: { type },
      token: t.tokens.op01,
      ...multipartFile('surrender.pdf', PDF),
    })
  ).body.data as { id: number };

describe('a telex release needs a signed B/L copy among the eDocs (spec §5)', () => {
  it('refuses an HB/L created or changed to telex release until a B/L copy is attached', async () => {
    const job = await createTestJob();
    const body = await refused(() => send('POST', `${OE}/${job.id}/hbls`, hblInput('TLX')), 409);
    expect(body).toMatchObject({
      code: 'edoc.required',
      message: `A telex release of an HB/L needs a B/L copy among the eDocs of job ${job.jobNo}: upload one on the eDoc tab first`,
    });
    const original = (await send('POST', `${OE}/${job.id}/hbls`, hblInput('OBL'))).body.data;
    const toTelex = { ...original, version: original.version, releaseMode: 'TLX' };
    await attach(job.id, 'PACKING_LIST');
    expect((await refused(() => send('PUT', `${OE}/${job.id}/hbls/${original.id}`, toTelex), 409)).code).toBe(
      'edoc.required',
    );
    await attach(job.id, 'BL_COPY');
    const saved = await send('PUT', `${OE}/${job.id}/hbls/${original.id}`, toTelex);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await send('POST', `${OE}/${job.id}/hbls`, hblInput('TLX'))).status).toBe(200);
  });

  it('keeps the last B/L copy of a job released by telex, and lets a second one go', async () => {
    const job = await createTestJob();
    const first = await attach(job.id, 'BL_COPY');
    expect((await send('POST', `${OE}/${job.id}/hbls`, hblInput('TLX'))).status).toBe(200);
    const second = await attach(job.id, 'BL_COPY');
    expect((await send('DELETE', `${OE}/${job.id}/edocs/${second.id}`)).status).toBe(200);
    const body = await refused(() => send('DELETE', `${OE}/${job.id}/edocs/${first.id}`), 409);
    expect(body).toMatchObject({
      code: 'edoc.stillRequired',
      message: `surrender.pdf cannot be deleted: it is the only B/L copy of job ${job.jobNo}, needed for: A telex release of an HB/L. Upload another first`,
    });
    const zh = await t.call({
      method: 'DELETE',
      url: `${OE}/${job.id}/edocs/${first.id}`,
      token: t.tokens.op01,
      headers: { 'x-language': 'zh_CN' },
    });
    expect(zh.body.message).toBe(
      `不能删除 surrender.pdf：它是工作单 ${job.jobNo} 唯一的提单副本，分单电放需要它。请先上传另一份`,
    );
  });
});

describe('a surrender in the doc records needs a B/L copy among the job’s eDocs', () => {
  const surrender = (recordId: number, version: number, language = 'en_US') =>
    t.call({
      method: 'POST',
      url: `/api/doc-records/${recordId}/steps`,
      token: t.tokens.op01,
      headers: { 'x-language': language },
      payload: { version, step: 'SURRENDER', date: '2026-01-12' },
    });

  it('refuses the surrender on its step until a B/L copy is attached, then keeps that copy', async () => {
    const job = await createTestJob();
    const record = (
      await send('POST', `${OE}/${job.id}/doc-records`, { docType: 'ORIGINAL_BL', belongsTo: 'MBL', originals: 3 })
    ).body.data as { id: number };
    const received = await send('POST', `/api/doc-records/${record.id}/steps`, {
      version: 1,
      step: 'RECEIVE',
      date: '2026-01-10',
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    await attach(job.id, 'PACKING_LIST');
    const refusal = await refusalsOf(t, ['doc_records', 'doc_record_steps'])(() => surrender(record.id, 2), 409);
    expect(refusal).toMatchObject({
      code: 'edoc.required',
      message: `Surrender / telex release needs a B/L copy among the eDocs of job ${job.jobNo}: upload one on the eDoc tab first`,
      data: { issues: [{ field: 'body.step' }] },
    });
    expect((await surrender(record.id, 2, 'zh_HK')).body.message).toBe(
      `電放 / 交回需要工作單 ${job.jobNo} 的電子文件中有提單副本：請先在電子文件頁籤上載`,
    );
    const copy = await attach(job.id, 'BL_COPY');
    const done = await surrender(record.id, 2);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.status).toBe('SURRENDERED');
    const kept = await refused(() => send('DELETE', `${OE}/${job.id}/edocs/${copy.id}`), 409);
    expect(kept.message).toContain('needed for: Surrender / telex release');
  });
});
