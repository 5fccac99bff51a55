import type { TJobType } from '@apex/shared/jobs';
import type { TReportTemplateKind } from '@apex/shared/master';
import ExcelJS from 'exceljs';
import type { DbOrTx } from '../db/client';
import { reportTemplates, reportTemplateVersions } from '../db/schema';
import { storeFile } from '../features/files/storage';

interface DemoTemplate {
  code: string;
  names: [en: string, cn: string, hk: string];
  kind: TReportTemplateKind;
  jobType: TJobType | null;
  /** The form's fields down column A, each with what printing fills in beside it (issue 18 placeholders). */
  fields: [label: string, placeholder: string][];
}

const TEMPLATES: readonly DemoTemplate[] = [
  {
    code: 'HBL_DRAFT',
    names: ['House B/L draft', '分提单草稿', '分提單草稿'],
    kind: 'HOUSE_BL',
    jobType: 'OE',
    fields: [
      ['Job no', '{{job.jobNo}}'],
      ['Shipper', '{{job.shipper}}'],
      ['Consignee', '{{job.consignee}}'],
      ['Notify party', '{{job.notify}}'],
      ['Vessel / voyage', '{{job.vessel}} / {{job.voyage}}'],
      ['Port of loading', '{{job.pol}}'],
      ['Port of discharge', '{{job.pod}}'],
    ],
  },
  {
    code: 'ARRIVAL_NOTICE',
    names: ['Arrival notice', '到货通知', '到貨通知'],
    kind: 'ARRIVAL_NOTICE',
    jobType: 'OI',
    fields: [
      ['Consignee', '{{job.consignee}}'],
      ['B/L no', '{{job.hblNo}}'],
      ['Vessel / voyage', '{{job.vessel}} / {{job.voyage}}'],
      ['ETA', '{{job.eta}}'],
      ['Last free date', '{{job.lastFreeDate}}'],
    ],
  },
  {
    code: 'DEBIT_NOTE',
    names: ['Debit note', '账单', '帳單'],
    kind: 'DEBIT_NOTE',
    jobType: null,
    fields: [
      ['Bill to', '{{job.customer}}'],
      ['Job no', '{{job.jobNo}}'],
      ['Charge', ''],
      ['Currency', ''],
      ['Amount', ''],
    ],
  },
];

/** The template is inserted with its version 1 already counted and current; the version row follows. */
const FIRST_VERSION = { lastVersionNo: 1, currentVersionNo: 1 };

/** A one-sheet workbook with the template's title, field labels and placeholders: a real file people can open and print with. */
async function demoWorkbook(template: DemoTemplate): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(template.code);
  sheet.addRow([template.names[0]]).font = { bold: true, size: 14 };
  for (const field of template.fields) sheet.addRow(field);
  sheet.getColumn(1).width = 24;
  sheet.getColumn(2).width = 40;
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Demo report templates, each with a first version, so the screen and printing have something to show. */
export async function seedDemoReportTemplates(db: DbOrTx) {
  for (const template of TEMPLATES) {
    const [nameEn, nameCn, nameHk] = template.names;
    const [row] = await db
      .insert(reportTemplates)
      .values({
        code: template.code,
        nameEn,
        nameCn,
        nameHk,
        kind: template.kind,
        jobType: template.jobType,
        ...FIRST_VERSION,
      })
      .onConflictDoNothing()
      .returning({ id: reportTemplates.id });
    if (!row) continue;
    const fileKey = await storeFile(db, {
      fileName: `${template.code.toLowerCase()}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content: await demoWorkbook(template),
      createdBy: 'system',
    });
    await db.insert(reportTemplateVersions).values({
      templateId: row.id,
      versionNo: 1,
      fileKey,
      comment: 'Demo layout',
      uploadedBy: 'system',
    });
  }
}
