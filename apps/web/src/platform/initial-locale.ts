import { DEFAULT_LOCALE, LOCALES, matchLocale, type TLocale } from '@apex/shared/i18n';

const isLocale = (value: string): value is TLocale => (LOCALES as readonly string[]).includes(value);

/** spec §1: the saved choice, then the browser's languages in order, else en_US. */
export function pickLocale(saved: string | null, browserLanguages: readonly string[]): TLocale {
  if (saved && isLocale(saved)) return saved;
  for (const tag of browserLanguages) {
    const found = matchLocale(tag);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}
