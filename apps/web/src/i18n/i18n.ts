import { LOCALES, type TLocale } from '@apex/shared/i18n';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-hk';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pickLocale } from '../platform/initial-locale';
import { readStored, STORAGE_KEYS, writeStored } from '../platform/storage';
import { RESOURCES } from './resources';

const DAYJS_LOCALES: Record<TLocale, string> = { en_US: 'en', zh_CN: 'zh-cn', zh_HK: 'zh-hk' };

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: RESOURCES,
  lng: pickLocale(readStored(STORAGE_KEYS.language), navigator.languages),
  supportedLngs: [...LOCALES],
  fallbackLng: 'en_US',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
dayjs.locale(DAYJS_LOCALES[currentLocale()]);

export function currentLocale(): TLocale {
  return i18n.language as TLocale;
}

/** spec §3: the choice is kept under `language`, so the sign-on page and the next visit use it too. */
export async function changeLocale(locale: TLocale): Promise<void> {
  writeStored(STORAGE_KEYS.language, locale);
  dayjs.locale(DAYJS_LOCALES[locale]);
  await i18n.changeLanguage(locale);
}
