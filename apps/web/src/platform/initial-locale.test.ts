import { describe, expect, it } from 'vitest';
import { pickLocale } from './initial-locale';

describe('pickLocale (spec §1 default language)', () => {
  it('keeps a saved supported language', () => {
    expect(pickLocale('zh_HK', ['en-GB'])).toBe('zh_HK');
  });

  it('ignores a saved value that is not one of ours and falls back to the browser', () => {
    expect(pickLocale('fr_FR', ['fr-FR', 'zh-TW'])).toBe('zh_HK');
    expect(pickLocale(null, ['zh-CN'])).toBe('zh_CN');
  });

  it('answers en_US when nothing matches', () => {
    expect(pickLocale(null, ['de-DE', 'ja'])).toBe('en_US');
  });
});
