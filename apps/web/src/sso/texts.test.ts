import { LOCALES } from '@apex/shared/i18n';
import { describe, expect, it } from 'vitest';
import { SSO_TEXTS } from './texts';

describe('sign-on page texts', () => {
  const reference = Object.keys(SSO_TEXTS.en_US).sort();

  it.each(LOCALES)('%s has exactly the English keys, none empty', (locale) => {
    expect(Object.keys(SSO_TEXTS[locale]).sort()).toEqual(reference);
    for (const text of Object.values(SSO_TEXTS[locale])) expect(text.trim()).not.toBe('');
  });
});
