import { describe, expect, it } from 'vitest';
import { isImoNumber } from './imo-number';

describe('isImoNumber', () => {
  it('accepts numbers whose check digit matches', () => {
    // Published IMO numbers: Ever Given, Maersk Mc-Kinney Moller, MSC Gülsün.
    for (const imo of ['9811000', '9619907', '9839430']) expect(isImoNumber(imo)).toBe(true);
  });

  it('rejects a wrong check digit, a transposition, and anything but seven digits', () => {
    for (const imo of ['9811001', '9181000', '981100', '98110000', 'IMO9811000', '98110 0', ''])
      expect(isImoNumber(imo)).toBe(false);
  });
});
