import type { TLocale } from '@apex/shared';
import { labelIn } from '@apex/shared/labels';
import { JOB_FIELDS, type TJobFieldConfig } from '@apex/shared/master';
import { flagColumn, updatedByColumn } from '../../platform/excel/export-columns';
import { type ExportColumn, xlsxExport } from '../../platform/excel/xlsx-export';
import type { ServiceContext } from '../../platform/service-context';
import { findAllJobFieldConfig } from './job-field-config';

// spec §3 Job field config: field names (Chinese and English), backend field name, job type, job mode, required on new, required on edit.
const COLUMNS: readonly ExportColumn<TJobFieldConfig>[] = [
  { header: 'administration:columns.fieldJobType', width: 10, value: (r) => r.jobType },
  { header: 'administration:columns.fieldJobMode', width: 10, value: (r) => r.jobMode },
  {
    header: 'administration:columns.fieldEnglish',
    width: 28,
    value: (r) => labelIn('en_US', JOB_FIELDS[r.fieldName].label),
  },
  {
    header: 'administration:columns.fieldChinese',
    width: 20,
    value: (r, locale) => labelIn(locale === 'zh_HK' ? 'zh_HK' : 'zh_CN', JOB_FIELDS[r.fieldName].label),
  },
  { header: 'administration:columns.backendField', width: 22, value: (r) => r.fieldName },
  flagColumn('administration:columns.requiredOnNew', 14, (r) => r.requiredOnNew),
  flagColumn('administration:columns.requiredOnEdit', 14, (r) => r.requiredOnEdit),
  updatedByColumn(),
];

/** Every job type and mode's requirements in one sheet (a few hundred rows, read at once). */
export function exportJobFieldConfig({ db }: ServiceContext, locale: TLocale) {
  return xlsxExport({
    fileName: 'job-field-config.xlsx',
    sheet: 'Job fields',
    columns: COLUMNS,
    rows: (async function* () {
      yield await findAllJobFieldConfig(db);
    })(),
    locale,
  });
}
