/** spec §1: the three supported languages; the header switch offers only the first two. */
export const LOCALES = ['en_US', 'zh_CN', 'zh_HK'] as const;
export type TLocale = (typeof LOCALES)[number];
export const SWITCHABLE_LOCALES = ['zh_CN', 'en_US'] as const satisfies readonly TLocale[];
export const DEFAULT_LOCALE: TLocale = 'en_US';

/** A text in every supported language; the type makes a missing translation a compile error. */
export type Localized = Record<TLocale, string>;

/**
 * Maps a browser or header language tag to one of ours (spec §1: saved choice, then browser
 * language, else en_US). Traditional-Chinese regions map to zh_HK, other Chinese to zh_CN.
 */
export function matchLocale(tag: string | null | undefined): TLocale | undefined {
  if (!tag) return undefined;
  const t = tag.trim().replace('-', '_').toLowerCase();
  if (t === 'en_us' || t.startsWith('en')) return 'en_US';
  if (t === 'zh_hk' || t === 'zh_tw' || t === 'zh_mo' || t.startsWith('zh_hant')) return 'zh_HK';
  if (t.startsWith('zh')) return 'zh_CN';
  return undefined;
}

/** Picks the first supported language of an Accept-Language style list. */
export function matchLocaleList(list: string | null | undefined): TLocale | undefined {
  if (!list) return undefined;
  for (const part of list.split(',')) {
    const found = matchLocale(part.split(';')[0]);
    if (found) return found;
  }
  return undefined;
}

/** Fills {{name}} placeholders. */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
