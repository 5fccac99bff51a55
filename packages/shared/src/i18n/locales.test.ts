import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../api/messages';
import { interpolate, LOCALES, matchLocale, matchLocaleList } from './locales';

describe('language matching (spec §1)', () => {
  it('maps browser tags to the three product languages', () => {
    expect(matchLocale('en-GB')).toBe('en_US');
    expect(matchLocale('zh-CN')).toBe('zh_CN');
    expect(matchLocale('zh-Hans')).toBe('zh_CN');
    expect(matchLocale('zh-TW')).toBe('zh_HK');
    expect(matchLocale('zh-Hant-HK')).toBe('zh_HK');
    expect(matchLocale('zh_HK')).toBe('zh_HK');
    expect(matchLocale('fr-FR')).toBeUndefined();
    expect(matchLocaleList('fr-FR,fr;q=0.9,zh-TW;q=0.8,en;q=0.5')).toBe('zh_HK');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(interpolate('{{n}} tries, {{x}}', { n: 3 })).toBe('3 tries, {{x}}');
  });

  it('has every server message in every language, with the same placeholders', () => {
    for (const [code, texts] of Object.entries(MESSAGES)) {
      const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      for (const locale of LOCALES) {
        expect(texts[locale], `${code} ${locale}`).toBeTruthy();
        expect(placeholders(texts[locale]), `${code} ${locale}`).toEqual(placeholders(texts.en_US));
      }
    }
  });
});
