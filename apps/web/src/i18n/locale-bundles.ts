import type { TMessageCode } from '@apex/shared';
import type { TLocale } from '@apex/shared/i18n';
import type { Locale } from 'antd/es/locale';
// antd's components import its English texts anyway; the app hands them over explicitly so the
// ConfigProvider always has a locale (switching from none to one remounts what it holds, message
// and modal hosts included).
import antdEnglish from 'antd/es/locale/en_US';
import { type LocaleBundle, loadLocaleTexts } from './locale-loaders';
import type { Tree } from './resources';

const loaded = new Map<TLocale, LocaleBundle>();

export async function loadLocaleBundle(locale: TLocale): Promise<LocaleBundle> {
  const known = loaded.get(locale);
  if (known) return known;
  const { bundle } = await loadLocaleTexts(locale);
  loaded.set(locale, bundle);
  return bundle;
}

const screens = new Map<TLocale, Promise<Record<string, Tree>>>();
/** The features' server messages of the languages whose screens' chunk has come. */
const screenMessages = new Map<TLocale, Partial<Record<TMessageCode, string>>>();

/** The namespaces of a language's screens (locales/<locale>/screens), fetched once. */
export function loadScreenNamespaces(locale: TLocale): Promise<Record<string, Tree>> {
  let texts = screens.get(locale);
  if (!texts) {
    texts = loadLocaleBundle(locale).then(async (bundle) => {
      const chunk = await bundle.screens();
      screenMessages.set(locale, chunk.messages);
      return chunk.texts;
    });
    // A failed fetch is tried again by the next screen that opens.
    texts.catch(() => screens.delete(locale));
    screens.set(locale, texts);
  }
  return texts;
}

/**
 * A server message's wording in a language already loaded; the code itself if it is not (a
 * feature's message is asked for by its screen, which waits for the screens' chunk).
 */
export function loadedMessage(locale: TLocale, code: TMessageCode): string {
  return loaded.get(locale)?.messages[code] ?? screenMessages.get(locale)?.[code] ?? code;
}

/** antd's locale for a language already loaded (the app switches language only after loading it). */
export function loadedAntdLocale(locale: TLocale): Locale {
  return loaded.get(locale)?.antd ?? antdEnglish;
}
