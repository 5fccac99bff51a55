import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { LABELS, labelIn, labelTexts } from '.';

type Tree = { readonly [key: string]: string | Tree };

/** Every path to a text, with the text. */
const entriesOf = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entriesOf(value, `${prefix}${key}.`),
  );
const catalogueOf = (locale: (typeof LOCALES)[number]) => new Map(entriesOf(LABELS[locale] as Tree));

describe('label catalogue (conventions §6: all three locales)', () => {
  const english = catalogueOf('en_US');

  it.each(LOCALES)('%s has exactly the English keys, none blank', (locale) => {
    const texts = catalogueOf(locale);
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of texts) expect(text.trim(), `${locale} ${path}`).not.toBe('');
  });

  it('keeps the same {{placeholders}} in every translation', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const locale of LOCALES)
      for (const [path, text] of catalogueOf(locale))
        expect(placeholders(text), `${locale} ${path}`).toEqual(placeholders(english.get(path)!));
  });

  it('reads a key as i18next does, and refuses one it lacks', () => {
    expect(labelIn('zh_HK', 'administration:permissions./sysUser/list')).toBe('查看用戶');
    expect(labelTexts('masterData:partyRoles.CONSIGNEE')).toEqual({
      en_US: 'Consignee',
      zh_CN: '收货人',
      zh_HK: '收貨人',
    });
    expect(() => labelIn('en_US', 'masterData:partyRoles' as never)).toThrow(/no masterData:partyRoles in en_US/);
  });
});
