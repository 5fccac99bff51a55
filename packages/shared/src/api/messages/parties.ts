import type { Localized } from '../../i18n/locales';

/** Messages of customers and business partners (parties). */
export const PARTY_MESSAGES = {
  'party.blacklistReasonRequired': {
    en_US: 'A blacklisted party needs a reason',
    zh_CN: '列入黑名单的客户须填写原因',
    zh_HK: '列入黑名單的客戶須填寫原因',
  },
  /** spec issue 4: a party referenced by a job cannot be deleted; `by` names what refers to it. */
  'party.referenced': {
    en_US: 'Customer/partner {{key}} is used by {{by}} and cannot be deleted',
    zh_CN: '客户/合作伙伴 {{key}} 已被{{by}}使用，不能删除',
    zh_HK: '客戶/合作夥伴 {{key}} 已被{{by}}使用，不能刪除',
  },
  'party.otherOffice': {
    en_US: 'Customer/partner {{key}} belongs to office {{office}}; only that office’s staff may change it',
    zh_CN: '客户/合作伙伴 {{key}} 属于办公室 {{office}}，只有该办公室的人员可以修改',
    zh_HK: '客戶/合作夥伴 {{key}} 屬於辦事處 {{office}}，只有該辦事處的人員可以修改',
  },
  'party.creditNotPermitted': {
    en_US: 'Credit terms and the blacklist are set by those allowed to set credit (finance)',
    zh_CN: '信用额度和黑名单只能由有信用设置权限的人员（财务）设置',
    zh_HK: '信用額度和黑名單只能由有信用設定權限的人員（財務）設定',
  },
} as const satisfies Record<string, Localized>;
