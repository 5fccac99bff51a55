import { describe, expect, it } from 'vitest';
import { isTrueLike } from './boolean-like';

describe('isTrueLike (spec §9 Boolean-like true values)', () => {
  it.each([true, 'TRUE', 'true', 1, '1'])('%j is true', (value) => {
    expect(isTrueLike(value)).toBe(true);
  });

  it.each([false, 'True', 'yes', 'Y', 0, '0', 2, '', null, undefined])('%j is false', (value) => {
    expect(isTrueLike(value)).toBe(false);
  });
});
