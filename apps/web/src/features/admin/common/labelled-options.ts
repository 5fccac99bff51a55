import type { Localized, TLocale } from '@apex/shared/i18n';

/** Select options of a fixed list of codes, labelled in the current language by the shared label map. */
export const labelledOptions = <C extends string>(codes: readonly C[], labels: Record<C, Localized>, locale: TLocale) =>
  codes.map((value) => ({ value, label: labels[value][locale] }));
