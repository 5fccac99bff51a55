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
} as const satisfies Record<string, Localized>;
