import type { TMessageCode } from '@apex/shared';
import type { TLocale } from '@apex/shared/i18n';
import type { Locale } from 'antd/es/locale';
// antd's components import its English texts anyway; the app hands them over explicitly so the
// ConfigProvider always has a locale (switching from none to one remounts what it holds, message
// and modal hosts included).
import antdEnglish from 'antd/es/locale/en_US';
import { type LocaleBundle, loadLocaleTexts } from './locale-loaders';

const loaded = new Map<TLocale, LocaleBundle>();

export async function loadLocaleBundle(locale: TLocale): Promise<LocaleBundle> {
  const known = loaded.get(locale);
  if (known) return known;
  const { bundle } = await loadLocaleTexts(locale);
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
