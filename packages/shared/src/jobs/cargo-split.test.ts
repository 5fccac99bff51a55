import { describe, expect, it } from 'vitest';
import { cargoRemainder, compareDecimals, splitMismatches, sumCargo } from './cargo-split';

const whole = { packages: 10, weightKg: '100.3000', volumeCbm: '0.3' };

describe('cargo splits', () => {
  it('adds parts exactly, where floats would not (0.1 + 0.2)', () => {
    expect(
      sumCargo([
        { packages: 1, weightKg: '0.1', volumeCbm: '0.1' },
        { packages: 2, weightKg: '0.2', volumeCbm: null },
      ]),
    ).toEqual({ packages: 3, weightKg: '0.3', volumeCbm: '0.1' });
  });

  it('accepts parts that sum exactly to the whole', () => {
    const parts = [
      { packages: 4, weightKg: '40.1', volumeCbm: '0.1' },
      { packages: 6, weightKg: '60.2', volumeCbm: '0.2' },
    ];
    expect(splitMismatches(whole, parts)).toEqual([]);
    expect(cargoRemainder(whole, parts)).toEqual({ packages: 0, weightKg: '0.0000', volumeCbm: '0.0' });
  });

  it('names each quantity that does not add up, by a ten-thousandth as by a package', () => {
    const parts = [
      { packages: 4, weightKg: '40.1', volumeCbm: '0.1' },
      { packages: 5, weightKg: '60.2001', volumeCbm: '0.2' },
    ];
    expect(splitMismatches(whole, parts)).toEqual(['packages', 'weightKg']);
    expect(cargoRemainder(whole, parts)).toMatchObject({ packages: 1, weightKg: '-0.0001' });
  });

  it('treats a blank whole as zero', () => {
    expect(splitMismatches({ packages: null, weightKg: null, volumeCbm: null }, [whole])).toEqual([
      'packages',
      'weightKg',
      'volumeCbm',
    ]);
  });

  it('compares decimals exactly', () => {
    expect(compareDecimals('100.0001', '100')).toBe(1);
    expect(compareDecimals('99.9999', '100.0000')).toBe(-1);
    expect(compareDecimals('100.00', '100')).toBe(0);
  });
});
