import type { Localized } from '../../i18n/locales';

/** Messages of system codes and other reference data. */
export const REFERENCE_DATA_MESSAGES = {
  'systemCode.unknownAction': {
    en_US: 'Unknown ActionCode {{action}} for type {{type}}',
    zh_CN: '类型 {{type}} 没有 ActionCode {{action}}',
    zh_HK: '類型 {{type}} 沒有 ActionCode {{action}}',
  },
} as const satisfies Record<string, Localized>;
