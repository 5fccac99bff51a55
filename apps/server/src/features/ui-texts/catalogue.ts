import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type TLocale } from '@apex/shared';
import { WEB_LOCALES_DIR } from '../../paths';

type Tree = { [key: string]: string | Tree };

/** One text of the web app as it ships. */
export interface CatalogueText {
  namespace: string;
  key: string;
  builtIn: Record<TLocale, string>;
  /** Key, namespace and every wording, lower-cased, for the list's keyword. */
  haystack: string;
}

export const textId = (namespace: string, key: string) => `${namespace}:${key}`;

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

/** A language's namespaces: the first page's (locales/<locale>) and the screens' (locales/<locale>/screens). */
function namespacesOf(dir: string, locale: TLocale): Map<string, Map<string, string>> {
  const folders = [path.join(dir, locale), path.join(dir, locale, 'screens')];
  return new Map(
    folders.flatMap((folder) =>
      readdirSync(folder)
        .filter((file) => file.endsWith('.json'))
        .map((file): [string, Map<string, string>] => [
          file.slice(0, -'.json'.length),
          new Map(flatten(JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Tree)),
        ]),
    ),
  );
}

/**
 * The texts of the web app, read from its resource files: the app and the server ship from one
 * repository and build, so these are exactly the texts the running app has. English names the
 * keys (every locale has the same ones, apps/web/src/i18n/resources.test.ts).
 */
function readCatalogue(dir: string): CatalogueText[] {
  const byLocale = Object.fromEntries(LOCALES.map((l) => [l, namespacesOf(dir, l)])) as Record<
    TLocale,
    Map<string, Map<string, string>>
  >;
  const texts: CatalogueText[] = [];
  for (const [namespace, keys] of byLocale.en_US)
    for (const key of keys.keys()) {
      const builtIn = Object.fromEntries(LOCALES.map((l) => [l, byLocale[l].get(namespace)?.get(key) ?? ''])) as Record<
        TLocale,
        string
      >;
      const haystack = [namespace, key, ...Object.values(builtIn)].join('\n').toLowerCase();
      texts.push({ namespace, key, builtIn, haystack });
    }
  return texts.sort((a, b) => textId(a.namespace, a.key).localeCompare(textId(b.namespace, b.key)));
}

let loaded: { list: CatalogueText[]; byId: Map<string, CatalogueText> } | undefined;

/** Read once per process: the files change only with a new release, which restarts the server. */
export function catalogue() {
  if (!loaded) {
    const list = readCatalogue(WEB_LOCALES_DIR);
    loaded = { list, byId: new Map(list.map((t) => [textId(t.namespace, t.key), t])) };
  }
  return loaded;
}
