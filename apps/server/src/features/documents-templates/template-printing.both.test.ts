import type { TReportTemplateKind } from '@apex/shared/master';
import ExcelJS from 'exceljs';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { uniqueCode } from '../../../test/admin-factories';
import { JOB_PATHS, jobInput, partyWithRole } from '../../../test/job-factories';
import { multipartFile, xlsxOf } from '../../../test/multipart';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp(['op01', 'hk.ops', 'wh01']);
const OE = JOB_PATHS.OE;

/** A report template of a kind for export jobs, with one uploaded version (the current one). */
async function createTestTemplate(kind: TReportTemplateKind, fileName: string, content: Uint8Array, enabled = true) {
  const code = uniqueCode('TPL_');
  const created = await t.call({
    method: 'POST',
    url: '/api/sys/report-templates',
    token: t.admin,
    payload: { code, nameEn: `Layout ${code}`, kind, jobType: 'OE', enabled },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const uploaded = await t.call({
    method: 'POST',
    url: `/api/sys/report-templates/${created.body.data.id}/versions`,
    token: t.admin,
    ...multipartFile(fileName, content),
  });
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  return code;
}

/**
 * A minimal .docx whose one paragraph holds `text`, the first placeholder split over two runs as
 * Word splits a tag typed in two goes (the second run bold).
 */
function docxOf(before: string, split: [string, string], after: string): Uint8Array {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const run = (text: string, bold = false) =>
    `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p>${run(before)}${run(split[0])}${run(split[1], true)}${run(after)}</w:p></w:body></w:document>`,
  );
  return zip.generate({ type: 'uint8array' });
}

const docxText = (bytes: Uint8Array) =>
  new PizZip(bytes)
    .file('word/document.xml')!
    .asText()
    .replace(/<[^>]+>/g, '');

const print = (jobId: number, kind: TReportTemplateKind, token = t.tokens.op01) =>
  t.app.inject({
    method: 'GET',
    url: `${OE}/${jobId}/template-print`,
    query: { kind },
    headers: { authorization: token },
  });

async function createTestJob() {
  const shipper = await partyWithRole(t, 'SHIPPER');
  const res = await t.call({
    method: 'POST',
    url: OE,
    token: t.admin,
    payload: await jobInput(t, { shipper: shipper.id, vessel: 'EVER GIVEN', voyage: '0412E', packages: 40 }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; jobNo: string; parties: Record<string, { nameEn: string; nameCn: string }> };
}

describe('printing a job with a report template', () => {
  it('fills an .xlsx template’s placeholders with the job, keeping the rest of the workbook', async () => {
    const job = await createTestJob();
    const sheet = await xlsxOf([
      ['Booking confirmation', ''],
      ['Job no', '{{job.jobNo}}'],
      ['Shipper', 'Shipper: {{ job.shipper }}'],
      ['Route', '{{job.pol}} → {{job.pod}}, {{job.vessel}} / {{job.voyage}}'],
      ['ETD', '{{job.etd}}'],
      ['Packages', '{{job.packages}}'],
    ]);
    const code = await createTestTemplate('BOOKING_CONFIRMATION', 'so.xlsx', sheet);
    const res = await print(job.id, 'BOOKING_CONFIRMATION');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain(`filename="${code}-${job.jobNo}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const cells = workbook.worksheets[0]!.getColumn(2).values.slice(1);
    expect(cells).toEqual([
      '',
      job.jobNo,
      `Shipper: ${job.parties.shipper!.nameEn}`,
      expect.stringMatching(/^Shanghai.* → Los Angeles.*, EVER GIVEN \/ 0412E$/),
      '2099-01-10',
      '40',
    ]);
    expect(workbook.worksheets[0]!.getCell('A1').value).toBe('Booking confirmation');
  });

  it('fills a .docx template, a placeholder split over two runs included, names in the caller’s language', async () => {
    const job = await createTestJob();
    const docx = docxOf('Job ', ['{{job.', 'jobNo}}'], ' for {{job.shipper}}');
    await createTestTemplate('DELIVERY_ORDER', 'do.docx', docx);
    const res = await print(job.id, 'DELIVERY_ORDER');
    expect(res.statusCode, res.body).toBe(200);
    expect(docxText(res.rawPayload)).toBe(`Job ${job.jobNo} for ${job.parties.shipper!.nameEn}`);
    const zh = await t.app.inject({
      method: 'GET',
      url: `${OE}/${job.id}/template-print`,
      query: { kind: 'DELIVERY_ORDER' },
      headers: { authorization: t.tokens.op01, 'x-language': 'zh_CN' },
    });
    const shipper = job.parties.shipper!;
    expect(docxText(zh.rawPayload)).toBe(`Job ${job.jobNo} for ${shipper.nameCn || shipper.nameEn}`);
  });

  it('refuses a template holding an unknown placeholder with 422, naming it', async () => {
    const job = await createTestJob();
    const code = await createTestTemplate(
      'MANIFEST',
      'manifest.xlsx',
      await xlsxOf([['{{job.jobNo}}', '{{job.nope}}']]),
    );
    const res = await print(job.id, 'MANIFEST');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'template.unknownPlaceholder',
      message: `Report template ${code} v1 holds {{job.nope}}, which is not a placeholder of a job: correct it and upload a new version`,
    });
    await createTestTemplate('MASTER_BL', 'si.docx', docxOf('', ['{{job.', 'mblNumber}}'], ''));
    expect((await print(job.id, 'MASTER_BL')).json().message).toContain('{{job.mblNumber}}');
  });

  it('serves a .pdf template as it is, and says when a kind has no template', async () => {
    const job = await createTestJob();
    const pdf = new TextEncoder().encode('%PDF-1.7\ninvoice layout {{job.jobNo}}');
    await createTestTemplate('INVOICE', 'invoice.pdf', pdf);
    const res = await print(job.id, 'INVOICE');
    expect(res.statusCode).toBe(200);
    expect(new Uint8Array(res.rawPayload)).toEqual(pdf);
    const none = await print(job.id, 'CREDIT_NOTE');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(
      'No enabled report template of the kind Credit note has a file: upload one under System Settings → Report Templates',
    );
  });

  it('records each print in the job’s print history with the template version, a refused one not', async () => {
    const job = await createTestJob();
    const code = await createTestTemplate('DEBIT_NOTE', 'dn.xlsx', await xlsxOf([['{{job.jobNo}}']]));
    expect((await print(job.id, 'DEBIT_NOTE')).statusCode).toBe(200);
    await createTestTemplate('ARRIVAL_NOTICE', 'an.xlsx', await xlsxOf([['{{job.nope}}']]));
    expect((await print(job.id, 'ARRIVAL_NOTICE')).statusCode).toBe(422);
    const prints = await t.call({ method: 'GET', url: `${OE}/${job.id}/documents/prints`, token: t.tokens.op01 });
    expect(prints.status, JSON.stringify(prints.body)).toBe(200);
    expect(prints.body.data).toEqual([
      expect.objectContaining({
        kind: 'DEBIT_NOTE',
        templateVersionId: expect.any(Number),
        template: `${code} v1`,
        variant: null,
        invoiceId: null,
        printedBy: 'op01',
      }),
    ]);
  });

  it('keeps the version’s name in the history after the template is deleted; a built-in print names none', async () => {
    const job = await createTestJob();
    await createTestTemplate('DEBIT_NOTE', 'dn.xlsx', await xlsxOf([['{{job.jobNo}}']]));
    expect((await print(job.id, 'DEBIT_NOTE')).statusCode).toBe(200);
    const built = await t.call({
      method: 'POST',
      url: `${OE}/${job.id}/documents/print`,
      token: t.tokens.op01,
      payload: { kind: 'BOOKING_CONFIRMATION' },
    });
    expect(built.status).toBe(200);
    const history = async () =>
      (await t.call({ method: 'GET', url: `${OE}/${job.id}/documents/prints`, token: t.tokens.op01 })).body.data.map(
        (p: Record<string, unknown>) => [p.kind, p.templateVersionId, p.template],
      );
    // The kind's current template is the first by code of those enabled (an earlier test's, maybe).
    const [, [, versionId, name]] = await history();
    expect(name).toMatch(/^TPL_\w+ v1$/);
    const templates = '/api/sys/report-templates';
    const code = name.split(' ')[0];
    const found = await t.call({ method: 'GET', url: `${templates}?keyword=${code}`, token: t.admin });
    const template = found.body.data.rows.find((row: { code: string }) => row.code === code);
    const disabled = await t.call({
      method: 'PUT',
      url: `${templates}/${template.id}`,
      token: t.admin,
      payload: {
        version: template.version,
        nameEn: template.nameEn,
        kind: 'DEBIT_NOTE',
        jobType: 'OE',
        enabled: false,
      },
    });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    const url = `${templates}/${template.id}?version=${disabled.body.data.version}`;
    expect((await t.call({ method: 'DELETE', url, token: t.admin })).status).toBe(200);
    expect(versionId).toEqual(expect.any(Number));
    expect(await history()).toEqual([
      ['BOOKING_CONFIRMATION', null, ''],
      ['DEBIT_NOTE', null, name],
    ]);
  });

  it('names the kinds an export job prints with: an enabled template with a current version', async () => {
    await createTestTemplate('CREDIT_NOTE', 'cn.xlsx', await xlsxOf([['{{job.jobNo}}']]), false);
    const kinds = (token: string) => t.call({ method: 'GET', url: `${OE}/template-kinds`, token });
    const res = await kinds(t.tokens.op01);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toContain('HOUSE_BL');
    expect(res.body.data).not.toContain('CREDIT_NOTE');
    expect((await kinds(t.tokens.wh01)).status).toBe(403);
  });

  it('answers 404 for a job of another office and 403 without /document/print', async () => {
    const job = await createTestJob();
    expect((await print(job.id, 'HOUSE_BL', t.tokens['hk.ops'])).statusCode).toBe(404);
    expect((await print(job.id, 'HOUSE_BL', t.tokens.wh01)).statusCode).toBe(403);
  });
});

describe('the demo templates', () => {
  it('print an export job with the seeded house B/L draft, every placeholder known', async () => {
    const job = await createTestJob();
    const res = await print(job.id, 'HOUSE_BL');
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('B2').value).toBe(job.jobNo);
    expect(sheet.getCell('B6').value).toBe('EVER GIVEN / 0412E');
  });
});
