import type { Localized, TLocale } from '../i18n/locales';
import { texts as en_US } from './en_US';
import type { TLabelKey, TLabelTexts } from './keys';
import { texts as zh_CN } from './zh_CN';
import { texts as zh_HK } from './zh_HK';

export type * from './keys';

/**
 * The catalogue in every language, for the server: it writes labels into workbooks, messages and
 * the seeded menu in the caller's language. The web takes one language at a time instead
 * (`@apex/shared/labels/<locale>`, apps/web/src/i18n/bundles), so a page never carries all three.
 */
export const LABELS: Record<TLocale, TLabelTexts> = { en_US, zh_CN, zh_HK };

type Tree = { readonly [key: string]: string | Tree };

/** A label in one language; the key's path splits at dots, as i18next reads it. */
export function labelIn(locale: TLocale, key: TLabelKey): string {
  const colon = key.indexOf(':');
  let node: string | Tree | undefined = (LABELS[locale] as Record<string, Tree>)[key.slice(0, colon)];
  for (const part of key.slice(colon + 1).split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`The label catalogue has no ${key} in ${locale}`);
  return node;
}

/** A label in the three languages, for a message value the error handler words per request. */
export const labelTexts = (key: TLabelKey): Localized => ({
  en_US: labelIn('en_US', key),
  zh_CN: labelIn('zh_CN', key),
  zh_HK: labelIn('zh_HK', key),
});
