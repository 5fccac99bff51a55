import { LOCALES, type TLocale } from '@apex/shared/i18n';

export type Tree = { [key: string]: string | Tree };
type Resources = Record<TLocale, Record<string, Tree>>;

/**
 * Groups `../locales/<locale>/<namespace>.json` and `../locales/<locale>/screens/<namespace>.json`
 * modules into i18next's resource shape.
 */
export function groupResources(files: Record<string, Tree>): Resources {
  const resources = Object.fromEntries(LOCALES.map((l) => [l, {}])) as Resources;
  for (const [file, tree] of Object.entries(files)) {
    const match = /\/locales\/(\w+)\/(?:screens\/)?(\w+)\.json$/.exec(file);
    const locale = match?.[1] as TLocale | undefined;
    if (!match?.[2] || !locale || !(locale in resources)) throw new Error(`unexpected locale file ${file}`);
    resources[locale][match[2]] = tree;
  }
  return resources;
}

/** Every key path of a namespace, for the parity check. */
export function keyPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
  );
}

/** One locale's namespaces from its `../locales/<locale>/*.json` modules. */
export function namespacesOf(locale: TLocale, files: Record<string, Tree>): Record<string, Tree> {
  return groupResources(files)[locale];
}
