import { describe, expect, it } from 'vitest';
import {
  cargoMeasures,
  containerNoSummary,
  containerTotals,
  containerTypeSummary,
  earliestDay,
  goodsAmount,
  goodsTotals,
} from './cargo-totals';
import { containerNoIssue } from './container-list';

describe('cargo totals', () => {
  it('summarises container types in the order they first appear', () => {
    expect(containerTypeSummary(['40HQ', '20GP', '40HQ'])).toBe('2x40HQ+1x20GP');
    expect(containerTypeSummary([])).toBe('');
  });

  it('lists container numbers space apart, whole ones only, within the field', () => {
    expect(containerNoSummary(['TGHU9876542', '', 'MSKU1234565'])).toBe('TGHU9876542 MSKU1234565');
    expect(containerNoSummary([])).toBe('');
    expect(containerNoSummary(['TGHU9876542', 'MSKU1234565'], 20)).toBe('TGHU9876542');
  });

  it('adds container figures exactly, skipping blanks and typos', () => {
    const totals = containerTotals([
      { containerType: '40HQ', packages: 10, grossWeightKg: '0.1', volumeCbm: '28.5' },
      { containerType: '40HQ', packages: null, grossWeightKg: '0.2', volumeCbm: null },
      { containerType: '20GP', packages: 5, grossWeightKg: 'heavy', volumeCbm: '1.25' },
    ]);
    expect(totals).toEqual({
      containerCount: 3,
      packages: 15,
      grossWeightKg: '0.3000',
      volumeCbm: '29.7500',
      typeSummary: '2x40HQ+1x20GP',
    });
  });

  it('takes the earliest day of dates and moments', () => {
    expect(earliestDay(['2026-03-02T10:00:00Z', null, '2026-03-01T23:00:00Z'])).toBe('2026-03-01');
    expect(earliestDay([null])).toBeNull();
  });

  it('works out amounts as price × qty to two decimals, exactly', () => {
    expect(goodsAmount('19.99', '3')).toBe('59.97');
    expect(goodsAmount('0.1', '0.3333')).toBe('0.03');
    expect(goodsAmount(null, '3')).toBeNull();
  });

  it('gives LB, CBF and the chargeable weight with spec §9 factors', () => {
    expect(cargoMeasures('1000', '10')).toEqual({ lb: '2204.6200', cbf: '353.1467', chargeableKg: '1666.6667' });
    expect(cargoMeasures('2000', null)).toEqual({ lb: '4409.2400', cbf: null, chargeableKg: '2000.0000' });
    expect(cargoMeasures(null, null)).toEqual({ lb: null, cbf: null, chargeableKg: null });
    const totals = goodsTotals([
      { grossWeightKg: '500', volumeCbm: '2', pieces: 3 },
      { grossWeightKg: '700', volumeCbm: '4', pieces: null },
    ]);
    expect(totals).toEqual({
      pieces: 3,
      grossWeightKg: '1200.0000',
      volumeCbm: '6.0000',
      grossWeightLb: '2645.5440',
      volumeCbf: '211.8880',
      chargeableKg: '1200.0000',
    });
  });
});

describe('container number issues', () => {
  it('names the expected check digit when only the last digit is wrong, the shape otherwise', () => {
    expect(containerNoIssue('MSCU1234566')).toBeNull();
    expect(containerNoIssue('')).toBeNull();
    expect(containerNoIssue('MSCU1234560')).toEqual({
      code: 'container.checkDigit',
      values: { no: 'MSCU1234560', expected: '6' },
    });
    expect(containerNoIssue('MSCX1234566')?.code).toBe('container.shape');
    expect(containerNoIssue('MSCU12345')?.code).toBe('container.shape');
  });
});
