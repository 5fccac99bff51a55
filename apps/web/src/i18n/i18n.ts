import { LOCALES, type TLocale } from '@apex/shared/i18n';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pickLocale } from '../platform/initial-locale';
import { readStored, STORAGE_KEYS, writeStored } from '../platform/storage';
import { loadLocaleBundle, loadScreenNamespaces } from './locale-bundles';
import type { Tree } from './resources';
import { applyOverrides, storedOverrides, type TextOverrideSet } from './text-overrides';

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {},
  lng: pickLocale(readStored(STORAGE_KEYS.language), navigator.languages),
  supportedLngs: [...LOCALES],
  // Every locale has every key (resources.test.ts), so no other language is needed as a fallback.
  fallbackLng: false,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  // Overrides arriving after the first render (text-overrides.ts) show at once.
  react: { bindI18nStore: 'added' },
  initAsync: false,
  showSupportNotice: false,
});

export function currentLocale(): TLocale {
  return i18n.language as TLocale;
}

/** Once a screen from the menu has opened, a language switch brings the screens' texts too. */
let screensWanted = false;
/** The languages whose screens' texts i18next has. */
const screensAdded = new Set<TLocale>();

/** A language's texts as loaded: the first page's, and the screens' once they are wanted. */
async function textsOf(locale: TLocale): Promise<Record<string, Tree>> {
  const { app } = await loadLocaleBundle(locale);
  return screensWanted ? { ...app, ...(await loadScreenNamespaces(locale)) } : app;
}

/** Fetches a language's texts and hands them to i18next and dayjs; the language is not switched. */
async function addLocaleTexts(locale: TLocale): Promise<void> {
  const [texts, bundle] = await Promise.all([textsOf(locale), loadLocaleBundle(locale)]);
  for (const [namespace, tree] of Object.entries(texts)) {
    // A copy: i18next keeps the object it is given, and overrides written into it would
    // otherwise overwrite the built-in texts they are restored from (text-overrides.ts).
    if (!i18n.hasResourceBundle(locale, namespace)) i18n.addResourceBundle(locale, namespace, structuredClone(tree));
  }
  if (screensWanted) screensAdded.add(locale);
  const overrides = storedOverrides(locale);
  if (overrides) applyOverrides(i18n, locale, texts, overrides);
  dayjs.locale(bundle.dayjs);
}

/** Applies a language's overrides of the app's texts as the server has them now. */
export async function applyTextOverrides(locale: TLocale, set: TextOverrideSet): Promise<void> {
  applyOverrides(i18n, locale, await textsOf(locale), set);
}

/**
 * Before a screen from the menu renders: its texts, which the first page does not load. Every
 * screen's namespaces come in one chunk per language, fetched with the first screen opened.
 */
export async function loadScreenTexts(): Promise<void> {
  if (screensAdded.has(currentLocale())) return;
  screensWanted = true;
  await addLocaleTexts(currentLocale());
}

/** Before the first render: the texts of the language the app starts in. */
export const startI18n = () => addLocaleTexts(currentLocale());

/** spec §3: the choice is kept under `language`, so the sign-on page and the next visit use it too. */
export async function changeLocale(locale: TLocale): Promise<void> {
  writeStored(STORAGE_KEYS.language, locale);
  await addLocaleTexts(locale);
  await i18n.changeLanguage(locale);
}
