import { describe, expect, it } from 'vitest';
import { outRefusal, overStock, releaseShare, stockOf, stockStateOf } from './warehouse-stock';

const entry = {
  packages: 3,
  weightKg: '1000.0000',
  volumeCbm: '10',
  outPackages: 0,
  outWeightKg: '0',
  outVolumeCbm: '0',
};

describe('warehouse stock', () => {
  it('is what came in less what went out, exactly; an unknown weight stays unknown', () => {
    expect(stockOf({ ...entry, outPackages: 1, outWeightKg: '333.3333', outVolumeCbm: '3.3333' })).toEqual({
      packages: 2,
      weightKg: '666.6667',
      volumeCbm: '6.6667',
    });
    expect(stockOf({ ...entry, weightKg: null }).weightKg).toBeNull();
  });

  it('gives a partial out its share of the stock, and the last packages exactly what is left', () => {
    const stock = stockOf(entry);
    expect(releaseShare(stock, 1)).toEqual({ weightKg: '333.3333', volumeCbm: '3.3333' });
    const left = stockOf({ ...entry, outPackages: 2, outWeightKg: '666.6666', outVolumeCbm: '6.6666' });
    expect(releaseShare(left, 1)).toEqual({ weightKg: '333.3334', volumeCbm: '3.3334' });
    expect(releaseShare({ ...stock, weightKg: null }, 1).weightKg).toBeNull();
  });

  it('names what an out asks more of than is in stock', () => {
    const stock = stockOf(entry);
    expect(overStock(stock, { packages: 3, weightKg: '1000', volumeCbm: '10.0000' })).toEqual([]);
    expect(overStock(stock, { packages: 4, weightKg: '1000.0001', volumeCbm: null })).toEqual(['packages', 'weightKg']);
    expect(overStock({ ...stock, volumeCbm: null }, { packages: 1, weightKg: null, volumeCbm: '99' })).toEqual([]);
  });

  it('says in stock, partly out or out', () => {
    expect(stockStateOf({ packages: 3, outPackages: 0 })).toBe('IN_STOCK');
    expect(stockStateOf({ packages: 3, outPackages: 1 })).toBe('PARTLY_OUT');
    expect(stockStateOf({ packages: 3, outPackages: 3 })).toBe('OUT');
  });

  it('lets cargo out once customs released it (the entry or the job) and it is allowed out', () => {
    expect(outRefusal({ customsReleased: false, allowOut: true }, null)).toBe('warehouse.notReleased');
    expect(outRefusal({ customsReleased: true, allowOut: false }, null)).toBe('warehouse.notAllowedOut');
    expect(outRefusal({ customsReleased: false, allowOut: true }, '2026-11-20')).toBeNull();
    expect(outRefusal({ customsReleased: true, allowOut: true }, null)).toBeNull();
  });
});
