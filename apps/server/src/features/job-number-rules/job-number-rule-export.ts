import { JOB_TYPE_LABELS, NUMBER_RULE_KIND_LABELS } from '@apex/shared/master';
import { codeLabel, updatedColumns } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { findRulePage, type JobNumberRuleRow } from './queries';

const COLUMNS: readonly ExportColumn<JobNumberRuleRow>[] = [
  { header: 'administration:entities.office', width: 10, value: (r) => r.officeCode },
  {
    header: 'administration:columns.numberKind',
    width: 10,
    value: (r, locale) => codeLabel(NUMBER_RULE_KIND_LABELS, r.kind, locale),
  },
  {
    header: 'general:columns.jobType',
    width: 14,
    value: (r, locale) => codeLabel(JOB_TYPE_LABELS, r.jobType, locale),
  },
  { header: 'administration:columns.prefix', width: 10, value: (r) => r.prefix },
  { header: 'administration:columns.datePart', width: 12, value: (r) => r.datePattern },
  {
    header: 'administration:columns.sequenceDigits',
    width: 10,
    value: (r) => r.seqWidth,
  },
  { header: 'administration:columns.restarts', width: 10, value: (r) => r.resetPeriod },
  ...updatedColumns(),
];

/** The rule list as a workbook, filtered and sorted as on the screen. */
export const exportJobNumberRules = listExport({
  fileName: 'job-number-rules.xlsx',
  sheet: 'Job number rules',
  columns: COLUMNS,
  findPage: findRulePage,
});
