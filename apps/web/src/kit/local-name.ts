import type { TLocale } from '@apex/shared/i18n';

interface Names {
  nameEn: string;
  nameCn: string;
  /** Roles have a Traditional Chinese name; offices use the Chinese one for both (as the server does). */
  nameHk?: string;
}

/** A record's name in the current language, in English when that one is not filled in. */
export function localName({ nameEn, nameCn, nameHk }: Names, locale: TLocale): string {
  if (locale === 'zh_HK') return nameHk || nameCn || nameEn;
  if (locale === 'zh_CN') return nameCn || nameEn;
  return nameEn;
}
