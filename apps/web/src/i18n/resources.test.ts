import { LOCALES } from '@apex/shared/i18n';
import { texts as labels } from '@apex/shared/labels/en_US';
import { describe, expect, it } from 'vitest';
import { groupResources, keyPaths, type Tree } from './resources';

const RESOURCES = groupResources(
  import.meta.glob<Tree>(['../locales/*/*.json', '../locales/*/screens/*.json'], { eager: true, import: 'default' }),
);

describe('app translations (conventions §6: all three locales)', () => {
  const namespaces = Object.keys(RESOURCES.en_US).sort();

  it('has the same namespaces in every locale', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const locale of LOCALES) expect(Object.keys(RESOURCES[locale]).sort()).toEqual(namespaces);
  });

  it('names no namespace as the shared label catalogue does, which the screens load beside them', () => {
    for (const namespace of Object.keys(labels)) expect(namespaces).not.toContain(namespace);
  });

  it.each(LOCALES)('%s has exactly the English keys, none empty', (locale) => {
    for (const ns of namespaces) {
      const tree = RESOURCES[locale][ns]!;
      expect(keyPaths(tree).sort(), `${locale}/${ns}`).toEqual(keyPaths(RESOURCES.en_US[ns]!).sort());
    }
  });

  it('keeps the same {{placeholders}} in every translation', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    const at = (tree: unknown, path: string) =>
      path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree) as string;
    for (const ns of namespaces)
      for (const path of keyPaths(RESOURCES.en_US[ns]!))
        for (const locale of LOCALES)
          expect(placeholders(at(RESOURCES[locale][ns], path)), `${locale}/${ns}:${path}`).toEqual(
            placeholders(at(RESOURCES.en_US[ns], path)),
          );
  });
});
