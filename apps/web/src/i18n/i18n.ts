import { LOCALES, type TLocale } from '@apex/shared/i18n';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pickLocale } from '../platform/initial-locale';
import { readStored, STORAGE_KEYS, writeStored } from '../platform/storage';
import { loadLocaleBundle } from './locale-bundles';

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {},
  lng: pickLocale(readStored(STORAGE_KEYS.language), navigator.languages),
  supportedLngs: [...LOCALES],
  // Every locale has every key (resources.test.ts), so no other language is needed as a fallback.
  fallbackLng: false,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

export function currentLocale(): TLocale {
  return i18n.language as TLocale;
}

/** Fetches a language's texts and hands them to i18next and dayjs; the language is not switched. */
async function addLocaleTexts(locale: TLocale): Promise<void> {
  const bundle = await loadLocaleBundle(locale);
  for (const [namespace, tree] of Object.entries(bundle.app)) {
    if (!i18n.hasResourceBundle(locale, namespace)) i18n.addResourceBundle(locale, namespace, tree);
  }
  dayjs.locale(bundle.dayjs);
}

/** Before the first render: the texts of the language the app starts in. */
export const startI18n = () => addLocaleTexts(currentLocale());

/** spec §3: the choice is kept under `language`, so the sign-on page and the next visit use it too. */
export async function changeLocale(locale: TLocale): Promise<void> {
  writeStored(STORAGE_KEYS.language, locale);
  await addLocaleTexts(locale);
  await i18n.changeLanguage(locale);
}
