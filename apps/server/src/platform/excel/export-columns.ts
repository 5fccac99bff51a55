import type { Localized } from '@apex/shared';
import type { ExportColumn } from './xlsx-export';

/** A header in three languages; Traditional Chinese repeats the simplified where both are written alike. */
export const words = (en_US: string, zh_CN: string, zh_HK: string = zh_CN): Localized => ({ en_US, zh_CN, zh_HK });

/** Headers many lists share, worded once. */
export const HEADERS = {
  code: words('Code', '代码', '代碼'),
  nameEn: words('Name (English)', '英文名称', '英文名稱'),
  nameCn: words('Name (Chinese)', '中文名称', '中文名稱'),
  office: words('Office', '办公室', '辦事處'),
  currency: words('Currency', '币种', '幣種'),
  jobType: words('Job type', '业务类型', '業務類型'),
  remark: words('Remark', '备注', '備註'),
  title: words('Title', '标题', '標題'),
} as const;

const YES = words('Yes', '是');

/** A record's names in the three languages (system codes, report templates). */
export const nameColumns = <T extends { nameEn: string; nameCn: string; nameHk: string }>(): ExportColumn<T>[] => [
  { header: HEADERS.nameEn, width: 30, value: (row) => row.nameEn },
  { header: words('Name (Simplified Chinese)', '简体中文名称', '簡體中文名稱'), width: 20, value: (row) => row.nameCn },
  {
    header: words('Name (Traditional Chinese)', '繁体中文名称', '繁體中文名稱'),
    width: 20,
    value: (row) => row.nameHk,
  },
];

/** A yes/no column: a yes row says so and the others stay blank, so the yes rows stand out. */
export function flagColumn<T>(header: Localized, width: number, flag: (row: T) => boolean): ExportColumn<T> {
  return { header, width, value: (row, locale) => (flag(row) ? YES[locale] : '') };
}

/** Whether a record is in use. */
export const enabledColumn = <T extends { enabled: boolean }>(): ExportColumn<T> =>
  flagColumn(words('Enabled', '启用', '啟用'), 8, (row) => row.enabled);

/** Who last changed a record. */
export const updatedByColumn = <T extends { updatedBy: string }>(): ExportColumn<T> => ({
  header: words('Updated by', '更新人'),
  width: 14,
  value: (row) => row.updatedBy,
});

/** When a record was last changed. */
export const updatedAtColumn = <T extends { updatedAt: Date | string }>(): ExportColumn<T> => ({
  header: words('Updated', '更新时间', '更新時間'),
  width: 20,
  value: (row) => row.updatedAt,
});

/** Who last changed a record and when: the two columns most lists end with. */
export const updatedColumns = <T extends { updatedBy: string; updatedAt: Date | string }>(): ExportColumn<T>[] => [
  updatedByColumn<T>(),
  updatedAtColumn<T>(),
];
