import type { Localized } from '../../i18n/locales';

/** Messages of master data (vessels, parties, carriers, …). */
export const MASTER_MESSAGES = {
  'vessel.lloydNoInvalid': {
    en_US: 'Lloyd no {{value}} is not a valid IMO number: seven digits, the last one a check digit',
    zh_CN: '劳氏号 {{value}} 不是有效的 IMO 编号：应为七位数字，最后一位是校验位',
    zh_HK: '勞氏號 {{value}} 不是有效的 IMO 編號：應為七位數字，最後一位是校驗位',
  },
  'carrier.blacklistReasonRequired': {
    en_US: 'A blacklisted carrier needs a reason',
    zh_CN: '列入黑名单的船公司须填写原因',
    zh_HK: '列入黑名單的船公司須填寫原因',
  },
  'homeSite.disableFirst': {
    en_US: 'Ship-company website {{name}} is enabled: disable it before deleting it',
    zh_CN: '船公司网站 {{name}} 已启用：请先停用再删除',
    zh_HK: '船公司網站 {{name}} 已啟用：請先停用再刪除',
  },
  'announcement.contentRequired': {
    en_US: 'An announcement needs a content',
    zh_CN: '公告必须填写内容',
    zh_HK: '公告必須填寫內容',
  },
  'news.contentRequired': {
    en_US: 'A news item needs a content',
    zh_CN: '新闻必须填写内容',
    zh_HK: '新聞必須填寫內容',
  },
  'announcement.unpublishFirst': {
    en_US: 'Announcement {{title}} is published: unpublish it before deleting it',
    zh_CN: '公告 {{title}} 已发布：请先取消发布再删除',
    zh_HK: '公告 {{title}} 已發佈：請先取消發佈再刪除',
  },
} as const satisfies Record<string, Localized>;
