import { JOB_TYPE_LABELS, REPORT_TEMPLATE_KIND_LABELS } from '@apex/shared/master';
import { codeLabel, enabledColumn, nameColumns, updatedColumns } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { findReportTemplatePage, type ReportTemplateRow } from './queries';

const COLUMNS: readonly ExportColumn<ReportTemplateRow>[] = [
  { header: 'general:columns.code', width: 20, value: (r) => r.code },
  ...nameColumns(),
  {
    header: 'masterData:columns.document',
    width: 22,
    value: (r, locale) => codeLabel(REPORT_TEMPLATE_KIND_LABELS, r.kind, locale),
  },
  {
    header: 'general:columns.jobType',
    width: 14,
    value: (r, locale) => (r.jobType ? codeLabel(JOB_TYPE_LABELS, r.jobType, locale) : ''),
  },
  {
    header: 'masterData:columns.currentVersion',
    width: 10,
    value: (r) => r.currentVersionNo,
  },
  enabledColumn(),
  { header: 'general:columns.remark', width: 30, value: (r) => r.remark },
  ...updatedColumns(),
];

/** The report-template list as a workbook, filtered and sorted as on the screen. */
export const exportReportTemplates = listExport({
  fileName: 'report-templates.xlsx',
  sheet: 'Report templates',
  columns: COLUMNS,
  findPage: findReportTemplatePage,
});
