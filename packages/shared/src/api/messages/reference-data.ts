import type { Localized } from '../../i18n/locales';

/** Messages of system codes and other reference data. */
export const REFERENCE_DATA_MESSAGES = {
  'systemCode.unknownAction': {
    en_US: 'unknown ActionCode {{action}}',
    zh_CN: '未知的 ActionCode {{action}}',
    zh_HK: '未知的 ActionCode {{action}}',
  },
} as const satisfies Record<string, Localized>;
