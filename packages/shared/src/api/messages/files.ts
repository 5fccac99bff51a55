import type { Localized } from '../../i18n/locales';

/** Messages of file downloads and Excel templates. */
export const FILE_MESSAGES = {
  'file.notFound': {
    en_US: 'File {{name}} does not exist',
    zh_CN: '文件 {{name}} 不存在',
    zh_HK: '檔案 {{name}} 不存在',
  },
  'file.tooLarge': {
    en_US: 'File {{name}} is larger than {{max}}',
    zh_CN: '文件 {{name}} 超过 {{max}}',
    zh_HK: '檔案 {{name}} 超過 {{max}}',
  },
  'template.notFound': {
    en_US: 'No Excel template named {{name}}',
    zh_CN: '没有名为 {{name}} 的 Excel 模板',
    zh_HK: '沒有名為 {{name}} 的 Excel 範本',
  },
} as const satisfies Record<string, Localized>;
