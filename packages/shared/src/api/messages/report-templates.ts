import type { Localized } from '../../i18n/locales';

/** Messages of report templates. */
export const REPORT_TEMPLATE_MESSAGES = {
  'reportTemplate.disableFirst': {
    en_US: 'Report template {{code}} is enabled: disable it before deleting it',
    zh_CN: '报表模板 {{code}} 已启用：请先停用再删除',
    zh_HK: '報表範本 {{code}} 已啟用：請先停用再刪除',
  },
} as const satisfies Record<string, Localized>;
