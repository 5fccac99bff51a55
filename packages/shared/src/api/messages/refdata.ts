import type { Localized } from '../../i18n/locales';

/** Messages of ports, currencies, exchange rates and HS codes. */
export const REFDATA_MESSAGES = {
  'port.seededNotDeletable': {
    en_US: 'Port {{code}} comes from the UN/LOCODE seed data and cannot be deleted; disable it instead',
    zh_CN: '港口 {{code}} 来自 UN/LOCODE 初始数据，不能删除，请改为停用',
    zh_HK: '港口 {{code}} 來自 UN/LOCODE 初始數據，不能刪除，請改為停用',
  },
  'exchangeRate.sameCurrency': {
    en_US: 'A rate converts between two different currencies',
    zh_CN: '汇率须在两种不同币种之间换算',
    zh_HK: '匯率須在兩種不同幣種之間換算',
  },
  'exchangeRate.disabledCurrency': {
    en_US: 'Currency {{code}} is not enabled',
    zh_CN: '币种 {{code}} 未启用',
    zh_HK: '幣種 {{code}} 未啟用',
  },
} as const satisfies Record<string, Localized>;
