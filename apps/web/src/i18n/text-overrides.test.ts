import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { applyOverrides } from './text-overrides';

const bundled = { admin: { list: { query: 'Query', reset: 'Reset' } }, common: { ok: 'OK' } };

async function store() {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en_US', resources: {}, showSupportNotice: false });
  // As i18n.ts does: the store gets copies of the bundled trees.
  for (const [ns, tree] of Object.entries(bundled)) i18n.addResourceBundle('en_US', ns, structuredClone(tree));
  return i18n;
}

/** A text by any key: the test's namespaces are not the app's typed ones. */
const textOf = (i18n: Awaited<ReturnType<typeof store>>, key: string) => (i18n.t as (k: string) => string)(key);

describe('applyOverrides', () => {
  it('puts overrides over the bundled texts, and gives a removed one its built-in text back', async () => {
    const i18n = await store();
    applyOverrides(i18n, 'en_US', bundled, { version: '1', texts: { admin: { 'list.query': 'Search' } } });
    expect(textOf(i18n, 'admin:list.query')).toBe('Search');
    expect(textOf(i18n, 'admin:list.reset')).toBe('Reset');
    applyOverrides(i18n, 'en_US', bundled, { version: '2', texts: { common: { ok: 'Fine' } } });
    expect(textOf(i18n, 'admin:list.query')).toBe('Query');
    expect(textOf(i18n, 'common:ok')).toBe('Fine');
  });

  it('ignores overrides of a namespace the app does not have', async () => {
    const i18n = await store();
    applyOverrides(i18n, 'en_US', bundled, { version: '1', texts: { gone: { x: 'y' } } });
    expect(i18n.hasResourceBundle('en_US', 'gone')).toBe(false);
  });
});
