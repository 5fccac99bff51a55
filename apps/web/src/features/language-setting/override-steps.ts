import { LOCALES, type TLocale } from '@apex/shared/i18n';
import type { TUiText } from '@apex/shared/settings';

/** One call that brings a text's overrides to what the form says. */
export type OverrideStep =
  | { kind: 'create'; locale: TLocale; text: string }
  | { kind: 'update'; locale: TLocale; id: number; version: number; text: string }
  | { kind: 'remove'; locale: TLocale; id: number; version: number };

/**
 * The calls that make a text's overrides what the form holds, per language: an empty field, or
 * the built-in wording itself, means no override.
 */
export function overrideSteps(row: TUiText, values: Partial<Record<TLocale, string>>): OverrideStep[] {
  return LOCALES.flatMap((locale): OverrideStep[] => {
    const text = (values[locale] ?? '').trim();
    const current = row.overrides[locale];
    const wanted = text === '' || text === row.builtIn[locale] ? undefined : text;
    if (!current) return wanted === undefined ? [] : [{ kind: 'create', locale, text: wanted }];
    if (wanted === undefined) return [{ kind: 'remove', locale, id: current.id, version: current.version }];
    if (wanted === current.text) return [];
    return [{ kind: 'update', locale, id: current.id, version: current.version, text: wanted }];
  });
}
