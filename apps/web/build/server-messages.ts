import type { Plugin } from 'vite';
// By path, not by package name: the test runner bundles its config and loads packages as they
// are, and the shared package is TypeScript source. Both files import nothing else.
import { FRAME_MESSAGES, MESSAGES, type TMessageCode } from '../../../packages/shared/src/api/messages/index';
import { LOCALES, type TLocale } from '../../../packages/shared/src/i18n/locales';

const PREFIX = 'virtual:server-messages/';

/** The first page's messages, or the screens' (all the others), in one language. */
export function messagesIn(locale: TLocale, part: 'frame' | 'screens'): Record<string, string> {
  const wanted = (code: string) => code in FRAME_MESSAGES === (part === 'frame');
  const codes = Object.keys(MESSAGES).filter(wanted) as TMessageCode[];
  return Object.fromEntries(codes.map((code) => [code, MESSAGES[code][locale]]));
}

/**
 * `import messages from 'virtual:server-messages/zh_CN'`: the first page's part of the catalogue in
 * one language, cut at build time; `…/zh_CN/screens`: the rest, which comes with the screens' texts.
 * The catalogue holds every message in all three languages; imported as is, every page would carry
 * the two languages it does not show, and it grows with each feature.
 */
export function serverMessages(): Plugin {
  return {
    name: 'apex-server-messages',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [locale, part = 'frame'] = id.slice(PREFIX.length + 1).split('/') as [TLocale, string?];
      if (!LOCALES.includes(locale)) throw new Error(`no language ${locale} for ${id}`);
      if (part !== 'frame' && part !== 'screens') throw new Error(`no part ${part} for ${id}`);
      return `export default ${JSON.stringify(messagesIn(locale, part))};`;
    },
  };
}
