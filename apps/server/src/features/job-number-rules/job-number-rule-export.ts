import type { TJobType } from '@apex/shared/jobs';
import { JOB_TYPE_LABELS } from '@apex/shared/master';
import { HEADERS, updatedColumns } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { findRulePage, type JobNumberRuleRow } from './queries';

const COLUMNS: readonly ExportColumn<JobNumberRuleRow>[] = [
  { header: HEADERS.office, width: 10, value: (r) => r.officeCode },
  {
    header: HEADERS.jobType,
    width: 14,
    value: (r, locale) => JOB_TYPE_LABELS[r.jobType as TJobType]?.[locale] ?? r.jobType,
  },
  { header: { en_US: 'Prefix', zh_CN: '前缀', zh_HK: '前綴' }, width: 10, value: (r) => r.prefix },
  { header: { en_US: 'Date part', zh_CN: '日期格式', zh_HK: '日期格式' }, width: 12, value: (r) => r.datePattern },
  {
    header: { en_US: 'Sequence digits', zh_CN: '流水号位数', zh_HK: '流水號位數' },
    width: 10,
    value: (r) => r.seqWidth,
  },
  { header: { en_US: 'Restarts', zh_CN: '重置周期', zh_HK: '重置週期' }, width: 10, value: (r) => r.resetPeriod },
  ...updatedColumns(),
];

/** The rule list as a workbook, filtered and sorted as on the screen. */
export const exportJobNumberRules = listExport({
  fileName: 'job-number-rules.xlsx',
  sheet: 'Job number rules',
  columns: COLUMNS,
  findPage: findRulePage,
});
