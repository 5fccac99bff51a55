import { describe, expect, it } from 'vitest';
import { addDecimals, compareDecimals, decimalText, parseDecimal, roundDecimal, subtractDecimals } from './decimal';

const rounded = (value: string, places: number) => decimalText(roundDecimal(parseDecimal(value)!, places));

describe('decimals (conventions §7: no float sums)', () => {
  it('adds exactly where floats do not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addDecimals('0.1', '0.2')).toBe('0.3');
    expect(addDecimals('1234567890123456789.01', '0.99')).toBe('1234567890123456790.00');
    expect(addDecimals('10', '-10.25', 0.05)).toBe('-0.20');
  });

  it('reads signs, exponents, spaces and numbers, and refuses the rest', () => {
    expect(parseDecimal(' -12.50 ')).toEqual({ units: -1250n, scale: 2 });
    expect(parseDecimal('1e-7')).toEqual({ units: 1n, scale: 7 });
    expect(parseDecimal('2.5E3')).toEqual({ units: 2500n, scale: 0 });
    expect(parseDecimal('.5')).toEqual({ units: 5n, scale: 1 });
    for (const bad of ['', '-', '.', '1,000', 'abc', '1.2.3', Number.NaN, Number.POSITIVE_INFINITY])
      expect(parseDecimal(bad), String(bad)).toBeNull();
    expect(() => addDecimals('1', 'x')).toThrow('not a decimal: x');
  });

  it('rounds half away from zero and pads to the places asked for', () => {
    expect(rounded('2.345', 2)).toBe('2.35');
    expect(rounded('-2.345', 2)).toBe('-2.35');
    expect(rounded('2.344', 2)).toBe('2.34');
    expect(rounded('7', 2)).toBe('7.00');
    expect(rounded('-0.004', 2)).toBe('0.00');
    expect(rounded('0.5', 0)).toBe('1');
  });
});

describe('subtractDecimals and compareDecimals', () => {
  it('subtract exactly and compare by value, not by text', () => {
    expect(subtractDecimals('0.3', '0.1')).toBe('0.2');
    expect(subtractDecimals('1', '-2.50')).toBe('3.50');
    expect(compareDecimals('1.10', '1.1')).toBe(0);
    expect(compareDecimals('-0.01', '0')).toBe(-1);
    expect(compareDecimals('100', '99.999')).toBe(1);
  });
});
