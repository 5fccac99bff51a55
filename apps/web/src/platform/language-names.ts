import type { TLocale } from '@apex/shared/i18n';

/** Each language is named in itself (spec §2.7: 简体中文, English), whatever language is showing. */
export const LANGUAGE_NAMES: Record<TLocale, string> = { en_US: 'English', zh_CN: '简体中文', zh_HK: '繁體中文' };
