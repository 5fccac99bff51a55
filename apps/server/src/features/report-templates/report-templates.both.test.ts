import { MAX_UPLOAD_BYTES } from '@apex/shared/files';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../test/db-state';
import { multipartFile, xlsxOf } from '../../../test/multipart';
import { useTestApp } from '../../../test/test-app';
import { queryRows } from '../../db/client';
import { currentReportTemplate } from './template-versions';

const t = useTestApp(['op01']);
const refused = refusalsOf(t);

type Version = { versionNo: number; fileName: string; size: number; contentType: string; comment: string };
type Template = {
  id: number;
  code: string;
  enabled: boolean;
  currentVersionNo: number | null;
  version: number;
  versions: Version[];
};

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });
const url = (id: number, rest = '') => `/api/sys/report-templates/${id}${rest}`;

let made = 0;
async function createTemplate(over: object = {}): Promise<Template> {
  made += 1;
  const res = await send('POST', '/api/sys/report-templates', {
    code: `test_tpl_${made}`,
    nameEn: `  Test template ${made}  `,
    kind: 'MANIFEST',
    ...over,
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

function upload(id: number, fileName: string, content: Uint8Array, { comment = '', token = t.admin } = {}) {
  const { payload, headers } = multipartFile(fileName, content);
  const query = comment ? `?comment=${encodeURIComponent(comment)}` : '';
  return t.call({ method: 'POST', url: url(id, `/versions${query}`), token, payload, headers });
}

const metadata = (tpl: Template, over: object = {}) => ({
  version: tpl.version,
  nameEn: 'Renamed',
  kind: 'MANIFEST',
  enabled: tpl.enabled,
  ...over,
});

describe('report template records', () => {
  it('creates a template with its code upper-cased and no version yet, lists and finds it', async () => {
    const tpl = await createTemplate({ code: ' cargo_manifest ', nameCn: '舱单', jobType: 'OE' });
    expect(tpl).toMatchObject({
      code: 'CARGO_MANIFEST',
      nameEn: `Test template ${made}`,
      nameCn: '舱单',
      nameHk: '',
      kind: 'MANIFEST',
      jobType: 'OE',
      enabled: true,
      currentVersionNo: null,
      versions: [],
    });
    const found = await send('GET', '/api/sys/report-templates?keyword=cargo_man&kind=MANIFEST&enabled=true');
    expect(found.body.data.rows.map((r: Template) => r.code)).toEqual(['CARGO_MANIFEST']);
    const seeded = await send('GET', '/api/sys/report-templates?kind=HOUSE_BL');
    expect(seeded.body.data.rows[0]).toMatchObject({ code: 'HBL_DRAFT', currentVersionNo: 1 });
    const sorted = await send('GET', '/api/sys/report-templates?sortField=code&sortOrder=descend&pageSize=1');
    expect(sorted.body.data.rows).toHaveLength(1);
    expect(await auditActionsOf(t, 'reportTemplate', tpl.id)).toEqual(['reportTemplate.created']);
  });

  it('refuses a code in use, and an unknown document kind', async () => {
    const dup = await refused(
      () => send('POST', '/api/sys/report-templates', { code: 'hbl_draft', nameEn: 'X', kind: 'HOUSE_BL' }),
      409,
    );
    expect(dup).toMatchObject({ code: 'record.duplicate', message: 'Report template HBL_DRAFT already exists' });
    const bad = await refused(
      () => send('POST', '/api/sys/report-templates', { code: 'X1', nameEn: 'X', kind: 'MENU' }),
      400,
    );
    expect(bad.data.issues.map((i: { field: string }) => i.field)).toEqual(['body.kind']);
  });

  it('updates with the version read, refuses a stale one, and rolls back when the log row fails', async () => {
    const tpl = await createTemplate();
    const res = await send('PUT', url(tpl.id), metadata(tpl, { remark: ' v2 layout ', jobType: 'OI' }));
    expect(res.body.data).toMatchObject({ nameEn: 'Renamed', remark: 'v2 layout', jobType: 'OI', version: 2 });
    const stale = await refused(() => send('PUT', url(tpl.id), metadata(tpl)), 409);
    expect(stale.code).toBe('record.stale');
    const restore = await failAuditOf(t, 'reportTemplate.updated');
    await refused(() => send('PUT', url(tpl.id), metadata(res.body.data, { nameEn: 'Lost' })), 500).finally(restore);
  });

  it('must be disabled before deletion, and deletes its versions and their files with it', async () => {
    const tpl = await createTemplate();
    await upload(tpl.id, 'a.pdf', pdf('a'));
    await upload(tpl.id, 'b.pdf', pdf('b'));
    const enabled = await refused(() => send('DELETE', url(tpl.id, '?version=1')), 409);
    expect(enabled.message).toBe(`Report template ${tpl.code} is enabled: disable it before deleting it`);
    const disabled = (await send('PUT', url(tpl.id), metadata(tpl, { enabled: false }))).body.data as Template;
    await refused(() => send('DELETE', url(tpl.id, '?version=1')), 409);
    const files = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from stored_files`))[0]!.n;
    const before = await files();
    expect((await send('DELETE', url(tpl.id, `?version=${disabled.version}`))).status).toBe(200);
    expect(await files()).toBe(before - 2);
    expect((await send('GET', url(tpl.id))).status).toBe(404);
    expect(await auditActionsOf(t, 'reportTemplate', tpl.id)).toContain('reportTemplate.deleted');
  });
});

describe('report template versions', () => {
  it('numbers uploads 1, 2, … making the newest current, and downloads the very bytes under their name', async () => {
    const tpl = await createTemplate();
    const workbook = await xlsxOf([['Shipper', 'Consignee']]);
    const first = await upload(tpl.id, '提单 draft.xlsx', workbook);
    expect(first.status).toBe(200);
    const second = await upload(tpl.id, 'layout.pdf', pdf('second'), { comment: 'Wider margins' });
    expect(second.body.data.currentVersionNo).toBe(2);
    expect(second.body.data.versions).toEqual([
      expect.objectContaining({
        versionNo: 2,
        fileName: 'layout.pdf',
        contentType: 'application/pdf',
        comment: 'Wider margins',
        uploadedBy: 'admin',
      }),
      expect.objectContaining({
        versionNo: 1,
        fileName: '提单 draft.xlsx',
        contentType: XLSX,
        size: workbook.byteLength,
        comment: '',
      }),
    ]);
    const file = await t.app.inject({
      method: 'GET',
      url: url(tpl.id, '/versions/1/file'),
      headers: { authorization: t.admin },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="__ draft.xlsx"; filename*=UTF-8''${encodeURIComponent('提单 draft.xlsx')}`,
    );
    expect(Buffer.compare(file.rawPayload, workbook)).toBe(0);
    expect((await send('GET', url(tpl.id, '/versions/9/file'))).status).toBe(404);
    expect(await auditActionsOf(t, 'reportTemplate', tpl.id)).toEqual([
      'reportTemplate.created',
      'reportTemplate.versionUploaded',
      'reportTemplate.versionUploaded',
    ]);
  });

  it('refuses a file of another type, content that is not what its name says, and one over 2M', async () => {
    const tpl = await createTemplate();
    const txt = await refused(() => upload(tpl.id, 'notes.txt', Buffer.from('hello')), 400);
    expect(txt.code).toBe('file.typeNotAllowed');
    const fake = await refused(() => upload(tpl.id, 'report.docx', pdf('not a docx')), 400);
    expect(fake.code).toBe('file.contentMismatch');
    const html = await refused(() => upload(tpl.id, 'report.pdf', Buffer.from('<html><script>')), 400);
    expect(html.code).toBe('file.contentMismatch');
    const big = Buffer.concat([pdf('big'), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect((await refused(() => upload(tpl.id, 'big.pdf', big), 413)).code).toBe('file.tooLarge');
  });

  it('gives uploads at the same time distinct numbers', async () => {
    const tpl = await createTemplate();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(tpl.id, `v${i}.pdf`, pdf(`v${i}`))));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const detail = (await send('GET', url(tpl.id))).body.data as Template;
    expect(detail.versions.map((v) => v.versionNo)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(detail.currentVersionNo).toBe(6);
  });

  it('makes an older version current again (a rollback), and refuses a version it does not have', async () => {
    const tpl = await createTemplate();
    await upload(tpl.id, 'a.pdf', pdf('a'));
    await upload(tpl.id, 'b.pdf', pdf('b'));
    const back = await send('PUT', url(tpl.id, '/current-version'), { versionNo: 1 });
    expect(back.body.data).toMatchObject({ currentVersionNo: 1, version: tpl.version });
    const missing = await refused(() => send('PUT', url(tpl.id, '/current-version'), { versionNo: 3 }), 404);
    expect(missing.message).toBe(`Report template version ${tpl.code} v3 does not exist`);
    // A new upload is the newest, and current.
    expect((await upload(tpl.id, 'c.pdf', pdf('c'))).body.data.currentVersionNo).toBe(3);
    expect(await auditActionsOf(t, 'reportTemplate', tpl.id)).toContain('reportTemplate.currentVersionSet');
  });

  it('keeps neither file nor number when the log row of an upload fails', async () => {
    const tpl = await createTemplate();
    const restore = await failAuditOf(t, 'reportTemplate.versionUploaded');
    await refused(() => upload(tpl.id, 'a.pdf', pdf('a')), 500).finally(restore);
    expect((await upload(tpl.id, 'a.pdf', pdf('a'))).body.data.versions.map((v: Version) => v.versionNo)).toEqual([1]);
  });

  it('is closed to a user without the report-template permissions', async () => {
    const tpl = await createTemplate();
    await upload(tpl.id, 'a.pdf', pdf('a'));
    const op = t.tokens.op01;
    const list = await refused(() => send('GET', '/api/sys/report-templates', undefined, op), 403);
    expect(list.message).toBe('no permission to use the function');
    await refused(() => send('GET', url(tpl.id, '/versions/1/file'), undefined, op), 403);
    await refused(() => upload(tpl.id, 'b.pdf', pdf('b'), { token: op }), 403);
    await refused(() => send('PUT', url(tpl.id, '/current-version'), { versionNo: 1 }, op), 403);
  });
});

describe('currentReportTemplate', () => {
  it('answers the current file of the enabled template of a kind, the job type’s own before a general one', async () => {
    const db = t.database.db;
    const general = await createTemplate({ code: 'CN_ALL', kind: 'CREDIT_NOTE' });
    const forImport = await createTemplate({ code: 'CN_OI', kind: 'CREDIT_NOTE', jobType: 'OI' });
    await createTemplate({ code: 'CN_OE_EMPTY', kind: 'CREDIT_NOTE', jobType: 'OE' });
    expect(await currentReportTemplate(db, 'CREDIT_NOTE')).toBeUndefined();
    await upload(general.id, 'all.pdf', pdf('all'));
    await upload(forImport.id, 'oi-1.pdf', pdf('oi-1'));
    await upload(forImport.id, 'oi-2.pdf', pdf('oi-2'));
    await send('PUT', url(forImport.id, '/current-version'), { versionNo: 1 });

    const oi = await currentReportTemplate(db, 'CREDIT_NOTE', 'OI');
    expect(oi).toMatchObject({ code: 'CN_OI', versionNo: 1, fileName: 'oi-1.pdf', contentType: 'application/pdf' });
    expect(Buffer.from(oi!.content as Uint8Array).toString()).toContain('oi-1');
    // The OE template has no file yet: the general one serves.
    expect(await currentReportTemplate(db, 'CREDIT_NOTE', 'OE')).toMatchObject({ code: 'CN_ALL', versionNo: 1 });
    expect(await currentReportTemplate(db, 'CREDIT_NOTE')).toMatchObject({ code: 'CN_ALL' });

    const detail = (await send('GET', url(general.id))).body.data as Template;
    await send('PUT', url(general.id), metadata(detail, { kind: 'CREDIT_NOTE', enabled: false }));
    expect(await currentReportTemplate(db, 'CREDIT_NOTE', 'OE')).toBeUndefined();
    expect(await currentReportTemplate(db, 'DEBIT_NOTE', 'OE')).toMatchObject({ code: 'DEBIT_NOTE' });
  });
});

describe('GET /sys/report-templates/export', () => {
  it('answers the filtered list as a workbook, documents and job types named in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/sys/report-templates/export?kind=HOUSE_BL',
      headers: { authorization: t.admin, 'x-language': 'zh_CN' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="report-templates.xlsx"');
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1).slice(0, 8)).toEqual([
      '代码',
      '英文名称',
      '简体中文名称',
      '繁体中文名称',
      '单据',
      '业务类型',
      '当前版本',
      '启用',
    ]);
    expect(values(2).slice(0, 8)).toEqual([
      'HBL_DRAFT',
      'House B/L draft',
      '分提单草稿',
      '分提單草稿',
      '分提单 (HBL)',
      '海运出口',
      1,
      '是',
    ]);
    expect(sheet.rowCount).toBe(2);
  });
});
