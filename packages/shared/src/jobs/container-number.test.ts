import { describe, expect, it } from 'vitest';
import { containerCheckDigit, isValidContainerNo, normaliseContainerNo } from './container-number';

describe('ISO 6346 container numbers', () => {
  it('computes the check digit of real containers', () => {
    expect(containerCheckDigit('CSQU305438')).toBe(3);
    expect(containerCheckDigit('MSCU123456')).toBe(6);
    expect(containerCheckDigit('TGHU123456')).toBe(7);
  });

  it('accepts a number with the right check digit and refuses a wrong one', () => {
    expect(isValidContainerNo('CSQU3054383')).toBe(true);
    expect(isValidContainerNo('CSQU3054384')).toBe(false);
  });

  it('refuses a number of the wrong shape or category', () => {
    expect(isValidContainerNo('CSQ3054383')).toBe(false);
    expect(isValidContainerNo('CSQX3054383')).toBe(false);
    expect(isValidContainerNo('csqu3054383')).toBe(false);
  });

  it('maps a remainder of 10 to check digit 0', () => {
    // Σ mod 11 = 10 for this owner code and serial: the standard's digit is 0.
    expect(containerCheckDigit('MSCU000006')).toBe(0);
    expect(isValidContainerNo('MSCU0000060')).toBe(true);
  });

  it('normalises what people type', () => {
    expect(normaliseContainerNo(' csqu 305438-3 ')).toBe('CSQU3054383');
  });
});
