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
} as const satisfies Record<string, Localized>;
