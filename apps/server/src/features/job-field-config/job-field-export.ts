import type { TLocale } from '@apex/shared';
import { JOB_FIELDS, type TJobFieldConfig } from '@apex/shared/master';
import { flagColumn, updatedByColumn, words } from '../../platform/excel/export-columns';
import { type ExportColumn, xlsxExport } from '../../platform/excel/xlsx-export';
import type { ServiceContext } from '../../platform/service-context';
import { findAllJobFieldConfig } from './job-field-config';

// spec §3 Job field config: field names (Chinese and English), backend field name, job type, job mode, required on new, required on edit.
const COLUMNS: readonly ExportColumn<TJobFieldConfig>[] = [
  { header: words('Job type', '工作单类型', '工作單類型'), width: 10, value: (r) => r.jobType },
  { header: words('Job mode', '工作单模式', '工作單模式'), width: 10, value: (r) => r.jobMode },
  {
    header: words('Field (English)', '英文字段名', '英文欄位名'),
    width: 28,
    value: (r) => JOB_FIELDS[r.fieldName].label.en_US,
  },
  {
    header: words('Field (Chinese)', '中文字段名', '中文欄位名'),
    width: 20,
    value: (r, locale) => JOB_FIELDS[r.fieldName].label[locale === 'zh_HK' ? 'zh_HK' : 'zh_CN'],
  },
  { header: words('Backend field', '后台字段名', '後台欄位名'), width: 22, value: (r) => r.fieldName },
  flagColumn(words('Required on new', '新建必填'), 14, (r) => r.requiredOnNew),
  flagColumn(words('Required on edit', '编辑必填', '編輯必填'), 14, (r) => r.requiredOnEdit),
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
