import type { Localized } from '../../i18n/locales';

/** Messages of printing a job with an office's own report template (issue 18). */
export const TEMPLATE_PRINTING_MESSAGES = {
  'template.unknownPlaceholder': {
    en_US:
      'Report template {{template}} holds {{placeholders}}, which is not a placeholder of a job: correct it and upload a new version',
    zh_CN: '报表模板 {{template}} 中的 {{placeholders}} 不是工作单的占位符：请修改后上传新版本',
    zh_HK: '報表範本 {{template}} 中的 {{placeholders}} 不是工作單的佔位符：請修改後上載新版本',
  },
  'template.noneOfKind': {
    en_US:
      'No enabled report template of the kind {{kind}} has a file: upload one under System Settings → Report Templates',
    zh_CN: '没有已启用且已上传文件的 {{kind}} 报表模板：请在系统设置 → 报表模板中上传',
    zh_HK: '沒有已啟用且已上載檔案的 {{kind}} 報表範本：請在系統設定 → 報表範本中上載',
  },
  'template.unreadable': {
    en_US: 'Report template {{template}} cannot be read as a {{type}} file',
    zh_CN: '无法将报表模板 {{template}} 读取为 {{type}} 文件',
    zh_HK: '無法將報表範本 {{template}} 讀取為 {{type}} 檔案',
  },
} as const satisfies Record<string, Localized>;
