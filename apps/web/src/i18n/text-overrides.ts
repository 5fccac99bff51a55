import type { TLocale } from '@apex/shared/i18n';
import type { Tree } from './resources';

/** One language's overrides of the app's texts (/languageSetting/index), as the server sends them. */
export interface TextOverrideSet {
  version: string;
  texts: Record<string, Record<string, string>>;
}

/*
 * Kept between visits, so the texts an administrator changed show from the first paint on; the
 * server is asked only afterwards whether they changed (use-text-overrides.ts). Not a spec §3 key:
 * the original product had no such cache.
 */
const storageKey = (locale: TLocale) => `textOverrides.${locale}`;

export function storedOverrides(locale: TLocale): TextOverrideSet | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(storageKey(locale)) ?? 'null') as TextOverrideSet | null;
    return value && typeof value.version === 'string' && typeof value.texts === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

export const storeOverrides = (locale: TLocale, set: TextOverrideSet) =>
  localStorage.setItem(storageKey(locale), JSON.stringify(set));

/** What a resource store needs to take overrides: i18next's own methods. */
interface ResourceTarget {
  addResourceBundle(lng: string, ns: string, resources: Tree, deep: boolean, overwrite: boolean): unknown;
  addResources(lng: string, ns: string, resources: Record<string, string>): unknown;
}

/** The namespaces each language has overrides applied in, so a removed override can be undone. */
const applied = new Map<TLocale, Set<string>>();

/**
 * Puts one language's overrides over the bundled texts: the namespaces overridden before get their
 * bundled texts back first (an override removed since shows its built-in text again), then each
 * override replaces its key ('list.query' is the key list → query).
 */
export function applyOverrides(
  target: ResourceTarget,
  locale: TLocale,
  bundled: Record<string, Tree>,
  set: TextOverrideSet,
): void {
  for (const namespace of applied.get(locale) ?? []) {
    const tree = bundled[namespace];
    if (tree) target.addResourceBundle(locale, namespace, tree, true, true);
  }
  const namespaces = Object.keys(set.texts).filter((namespace) => bundled[namespace]);
  for (const namespace of namespaces) target.addResources(locale, namespace, set.texts[namespace]!);
  applied.set(locale, new Set(namespaces));
}
