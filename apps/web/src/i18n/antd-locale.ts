import type { TLocale } from '@apex/shared/i18n';
import type { Locale } from 'antd/es/locale';
import en_US from 'antd/locale/en_US';
import zh_CN from 'antd/locale/zh_CN';
import zh_HK from 'antd/locale/zh_HK';

/** antd's own texts (pickers, pagination, empty states) follow the app language. */
export const ANTD_LOCALES: Record<TLocale, Locale> = { en_US, zh_CN, zh_HK };
