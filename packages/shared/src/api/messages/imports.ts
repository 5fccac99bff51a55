import type { Localized } from '../../i18n/locales';

/** Messages of Excel imports' cells that are read as codes (docs/decisions.md, "Uploads and Excel import"). */
export const IMPORT_MESSAGES = {
  'import.unknownCode': {
    en_US: 'Unknown value {{value}}: use one of {{allowed}} (or their names)',
    zh_CN: '未知的值 {{value}}：请填写 {{allowed}} 之一（或其名称）',
    zh_HK: '未知的值 {{value}}：請填寫 {{allowed}} 之一（或其名稱）',
  },
} as const satisfies Record<string, Localized>;
