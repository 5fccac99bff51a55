import type { TMessageCode } from '@apex/shared';
import type { TLocale } from '@apex/shared/i18n';
import type { Locale } from 'antd/es/locale';
// antd's components import its English texts anyway; the app hands them over explicitly so the
// ConfigProvider always has a locale (switching from none to one remounts what it holds, message
// and modal hosts included).
import antdEnglish from 'antd/es/locale/en_US';
import type { Tree } from './resources';

export interface LocaleBundle {
  /** i18next namespaces of the app. */
  app: Record<string, Tree>;
  /** antd's own texts (pickers, pagination, empty states); English is antd's default. */
  antd: Locale | undefined;
  /** The server's messages (the shared catalogue) in this language. */
  messages: Record<TMessageCode, string>;
  /** dayjs's locale name, registered by the bundle. */
  dayjs: string;
}

/**
 * Each language is its own chunk, so a page loads the texts of the language it shows and not all
 * three (issue 3: the first page's JS budget). Key parity is checked in resources.test.ts.
 */
const LOADERS: Record<TLocale, () => Promise<{ bundle: LocaleBundle }>> = {
  en_US: () => import('./bundles/en_US'),
  zh_CN: () => import('./bundles/zh_CN'),
  zh_HK: () => import('./bundles/zh_HK'),
};

const loaded = new Map<TLocale, LocaleBundle>();

export async function loadLocaleBundle(locale: TLocale): Promise<LocaleBundle> {
  const known = loaded.get(locale);
  if (known) return known;
  const { bundle } = await LOADERS[locale]();
  loaded.set(locale, bundle);
  return bundle;
}

/** A server message's wording in a language already loaded; the code itself if it is not. */
export function loadedMessage(locale: TLocale, code: TMessageCode): string {
  return loaded.get(locale)?.messages[code] ?? code;
}

/** antd's locale for a language already loaded (the app switches language only after loading it). */
export function loadedAntdLocale(locale: TLocale): Locale {
  return loaded.get(locale)?.antd ?? antdEnglish;
}
