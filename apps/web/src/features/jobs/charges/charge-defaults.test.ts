import type { TChargeCode } from '@apex/shared/master';
import { describe, expect, it } from 'vitest';
import { chargeCodePatch, taxTypePatch } from './charge-defaults';
import { chargeRowOf, newChargeRow } from './charge-row';
import { savedLine } from './saved-line.test-factory';

const THC: TChargeCode = {
  id: 5,
  code: 'THC',
  sacCode: '996711',
  nameEn: 'Terminal Handling Charge',
  nameCn: '码头操作费',
  category: 'ORIGIN',
  defaultUnit: 'CNTR',
  defaultCurrency: 'CNY',
  defaultTaxRate: '6.00',
  jobTypes: ['OE'],
  enabled: true,
  version: 1,
  updatedAt: '',
  updatedBy: '',
};
const english = (c: TChargeCode) => c.nameEn;

describe('charge code defaults', () => {
  it('fill a new line: name, unit and currency; no tax rate without a tax type', () => {
    const row = newChargeRow('AR', 'USD', '2026-11-26');
    expect(chargeCodePatch(row, THC, english)).toEqual({
      chargeCode: 'THC',
      displayName: 'Terminal Handling Charge',
      unit: 'CNTR',
      currency: 'CNY',
    });
    const taxed = { ...row, taxType: 'VAT_GENERAL' as const };
    expect(chargeCodePatch(taxed, THC, english)).toMatchObject({ taxRate: '6.00' });
  });

  it('keep what the user wrote: a name of their own, the unit, a saved line’s currency', () => {
    const row = { ...chargeRowOf(savedLine()), displayName: 'Freight all in', unit: 'BL' as const };
    expect(chargeCodePatch(row, THC, english)).toEqual({
      chargeCode: 'THC',
      displayName: 'Freight all in',
      unit: 'BL',
    });
    const named = { ...row, displayName: 'OFR' };
    expect(chargeCodePatch(named, THC, english).displayName).toBe('Terminal Handling Charge');
  });
});

describe('tax type defaults', () => {
  const row = newChargeRow('AR', 'CNY', '2026-11-26');

  it('take the code’s rate and the office’s only branch company', () => {
    expect(taxTypePatch(row, 'VAT_GENERAL', { codeRate: '6.00', branchCompanyIds: [3] })).toEqual({
      taxType: 'VAT_GENERAL',
      taxRate: '6.00',
      branchCompanyId: 3,
    });
    expect(taxTypePatch(row, 'GST', { codeRate: '0.00', branchCompanyIds: [3, 4] })).toEqual({ taxType: 'GST' });
  });

  it('clear the rate and branch company with the type', () => {
    const taxed = { ...row, taxType: 'GST' as const, taxRate: '9.00', branchCompanyId: 3 };
    expect(taxTypePatch(taxed, null, { codeRate: null, branchCompanyIds: [] })).toEqual({
      taxType: null,
      taxRate: null,
      branchCompanyId: null,
      taxInclusive: false,
    });
    expect(taxTypePatch(taxed, 'VAT_SPECIAL', { codeRate: '6.00', branchCompanyIds: [5] })).toEqual({
      taxType: 'VAT_SPECIAL',
    });
  });
});
