import type { TJobType } from '@apex/shared/jobs';
import { JOB_TYPE_LABELS, REPORT_TEMPLATE_KIND_LABELS, type TReportTemplateKind } from '@apex/shared/master';
import { enabledColumn, HEADERS, nameColumns, updatedColumns } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { findReportTemplatePage, type ReportTemplateRow } from './queries';

const COLUMNS: readonly ExportColumn<ReportTemplateRow>[] = [
  { header: HEADERS.code, width: 20, value: (r) => r.code },
  ...nameColumns(),
  {
    header: { en_US: 'Document', zh_CN: '单据', zh_HK: '單據' },
    width: 22,
    value: (r, locale) => REPORT_TEMPLATE_KIND_LABELS[r.kind as TReportTemplateKind]?.[locale] ?? r.kind,
  },
  {
    header: HEADERS.jobType,
    width: 14,
    value: (r, locale) => (r.jobType ? (JOB_TYPE_LABELS[r.jobType as TJobType]?.[locale] ?? r.jobType) : ''),
  },
  {
    header: { en_US: 'Current version', zh_CN: '当前版本', zh_HK: '當前版本' },
    width: 10,
    value: (r) => r.currentVersionNo,
  },
  enabledColumn(),
  { header: HEADERS.remark, width: 30, value: (r) => r.remark },
  ...updatedColumns(),
];

/** The report-template list as a workbook, filtered and sorted as on the screen. */
export const exportReportTemplates = listExport({
  fileName: 'report-templates.xlsx',
  sheet: 'Report templates',
  columns: COLUMNS,
  findPage: findReportTemplatePage,
});
