import type { Plugin } from 'vite';
// By path, not by package name: the test runner bundles its config and loads packages as they
// are, and the shared package is TypeScript source. Both files import nothing else.
import { MESSAGES, type TMessageCode } from '../../../packages/shared/src/api/messages/index';
import { LOCALES, type TLocale } from '../../../packages/shared/src/i18n/locales';

const PREFIX = 'virtual:server-messages/';

/** The shared message catalogue in one language: what a language bundle needs of it. */
function messagesIn(locale: TLocale): Record<TMessageCode, string> {
  return Object.fromEntries(Object.entries(MESSAGES).map(([code, texts]) => [code, texts[locale]])) as Record<
    TMessageCode,
    string
  >;
}

/**
 * `import messages from 'virtual:server-messages/zh_CN'`: the catalogue of one language, cut at
 * build time. The catalogue holds every message in all three languages; imported as is, every page
 * would carry the two languages it does not show, and it grows with each feature.
 */
export function serverMessages(): Plugin {
  return {
    name: 'apex-server-messages',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const locale = id.slice(PREFIX.length + 1) as TLocale;
      if (!LOCALES.includes(locale)) throw new Error(`no language ${locale} for ${id}`);
      return `export default ${JSON.stringify(messagesIn(locale))};`;
    },
  };
}
