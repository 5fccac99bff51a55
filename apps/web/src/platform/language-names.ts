import type { TLocale } from '@apex/shared/i18n';
import names from '../locales/language-names.json';

/**
 * Each language is named in itself (spec §2.7: 简体中文, English), whatever language is showing:
 * one text per language for every locale, so a file of its own beside the locales' folders.
 */
export const LANGUAGE_NAMES: Record<TLocale, string> = names;
