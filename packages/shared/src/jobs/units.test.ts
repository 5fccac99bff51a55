import { describe, expect, it } from 'vitest';
import { cbfToCbm, cbmToCbf, chargeableWeight, kgToLb, lbToKg, typedFigure } from './units';

describe('spec §9 unit conversions (4 decimals)', () => {
  it('converts kilograms and pounds with the spec factors 2.20462 and 0.4536', () => {
    expect(kgToLb('1')).toBe('2.2046');
    expect(kgToLb('1000')).toBe('2204.6200');
    expect(lbToKg('1')).toBe('0.4536');
    expect(lbToKg('2204.62')).toBe('1000.0156');
  });

  it('converts cubic metres and cubic feet with 35.3146667 and 0.0283168', () => {
    expect(cbmToCbf('1')).toBe('35.3147');
    expect(cbmToCbf('28.5')).toBe('1006.4680');
    expect(cbfToCbm('1')).toBe('0.0283');
    expect(cbfToCbm('1000')).toBe('28.3168');
  });

  it('rounds half away from zero and keeps exact decimals (no float drift)', () => {
    expect(kgToLb('0.1')).toBe('0.2205');
    expect(kgToLb('12345678.1234')).toBe('27217528.9044');
  });
});

describe('spec §9 chargeable weight: the larger of weight and volume ÷ 0.006', () => {
  it('takes the volume weight for light, bulky cargo', () => {
    expect(chargeableWeight('100', '1')).toBe('166.6667');
  });
  it('takes the real weight for dense cargo', () => {
    expect(chargeableWeight('500', '1')).toBe('500.0000');
  });
  it('counts a missing figure as zero', () => {
    expect(chargeableWeight(null, '0.6')).toBe('100.0000');
    expect(chargeableWeight('12.5', null)).toBe('12.5000');
  });
});

describe('the unit a figure was typed in (issue 16)', () => {
  it('keeps a figure typed in LB or CBF and derives the stored one, which the round trip would change', () => {
    expect(cbmToCbf(cbfToCbm('1000'))).toBe('999.9984');
    expect(typedFigure(null, '10000', lbToKg)).toEqual({ stored: '4536.0000', typed: '10000' });
    expect(typedFigure('4536.0000', '10000', lbToKg)).toEqual({ stored: '4536.0000', typed: '10000' });
    expect(typedFigure('28.3168', '1000', cbfToCbm)).toEqual({ stored: '28.3168', typed: '1000' });
  });

  it('lets a stored figure typed since win, and ignores a blank or unreadable typed one', () => {
    expect(typedFigure('5000', '10000', lbToKg)).toEqual({ stored: '5000', typed: null });
    expect(typedFigure('5000', '', lbToKg)).toEqual({ stored: '5000', typed: null });
    expect(typedFigure(null, '10k', lbToKg)).toEqual({ stored: null, typed: null });
  });
});
