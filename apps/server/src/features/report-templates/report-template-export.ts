import {
  JOB_TYPE_LABELS,
  REPORT_TEMPLATE_KIND_LABELS,
  type TJobType,
  type TReportTemplateKind,
} from '@apex/shared/master';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { findReportTemplatePage, type ReportTemplateRow } from './queries';

const YES = { en_US: 'Yes', zh_CN: '是', zh_HK: '是' } as const;

const COLUMNS: readonly ExportColumn<ReportTemplateRow>[] = [
  { header: { en_US: 'Code', zh_CN: '代码', zh_HK: '代碼' }, width: 20, value: (r) => r.code },
  { header: { en_US: 'Name (English)', zh_CN: '英文名称', zh_HK: '英文名稱' }, width: 30, value: (r) => r.nameEn },
  {
    header: { en_US: 'Name (Chinese)', zh_CN: '简体中文名称', zh_HK: '簡體中文名稱' },
    width: 20,
    value: (r) => r.nameCn,
  },
  {
    header: { en_US: 'Name (Traditional Chinese)', zh_CN: '繁体中文名称', zh_HK: '繁體中文名稱' },
    width: 20,
    value: (r) => r.nameHk,
  },
  {
    header: { en_US: 'Document', zh_CN: '单据', zh_HK: '單據' },
    width: 22,
    value: (r, locale) => REPORT_TEMPLATE_KIND_LABELS[r.kind as TReportTemplateKind]?.[locale] ?? r.kind,
  },
  {
    header: { en_US: 'Job type', zh_CN: '业务类型', zh_HK: '業務類型' },
    width: 14,
    value: (r, locale) => (r.jobType ? (JOB_TYPE_LABELS[r.jobType as TJobType]?.[locale] ?? r.jobType) : ''),
  },
  {
    header: { en_US: 'Current version', zh_CN: '当前版本', zh_HK: '當前版本' },
    width: 10,
    value: (r) => r.currentVersionNo,
  },
  { header: { en_US: 'Enabled', zh_CN: '启用', zh_HK: '啟用' }, width: 10, value: (r, l) => (r.enabled ? YES[l] : '') },
  { header: { en_US: 'Remark', zh_CN: '备注', zh_HK: '備註' }, width: 30, value: (r) => r.remark },
  { header: { en_US: 'Updated by', zh_CN: '更新人', zh_HK: '更新人' }, width: 14, value: (r) => r.updatedBy },
  { header: { en_US: 'Updated', zh_CN: '更新时间', zh_HK: '更新時間' }, width: 20, value: (r) => r.updatedAt },
];

/** The report-template list as a workbook, filtered and sorted as on the screen. */
export const exportReportTemplates = listExport({
  fileName: 'report-templates.xlsx',
  sheet: 'Report templates',
  columns: COLUMNS,
  findPage: findReportTemplatePage,
});
