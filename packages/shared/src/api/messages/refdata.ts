import type { Localized } from '../../i18n/locales';

/** Messages of ports, currencies, exchange rates and HS codes. */
export const REFDATA_MESSAGES = {
  'port.seededNotDeletable': {
    en_US: 'Port {{code}} comes from the UN/LOCODE seed data and cannot be deleted; disable it instead',
    zh_CN: '港口 {{code}} 来自 UN/LOCODE 初始数据，不能删除，请改为停用',
    zh_HK: '港口 {{code}} 來自 UN/LOCODE 初始數據，不能刪除，請改為停用',
  },
} as const satisfies Record<string, Localized>;
