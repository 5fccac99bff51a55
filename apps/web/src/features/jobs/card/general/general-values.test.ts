import { kgToLb, lbToKg } from '@apex/shared/jobs';
import { describe, expect, it } from 'vitest';
import { convertedFigure, differsFrom, emptyGeneralValues, generalValuesOf } from './general-values';

describe('emptyGeneralValues', () => {
  it('opens a new job at the request defaults: status OPEN, nothing chosen', () => {
    const values = emptyGeneralValues();
    expect(values.jobStatus).toBe('OPEN');
    expect(values.customer).toBeNull();
    expect(values.pol).toBe('');
    expect(values.etd).toBeNull();
    expect(values.weightKg).toBeNull();
  });
});

describe('generalValuesOf', () => {
  it('edits a stored figure without its trailing zeros (issue 16: not 4536.0000)', () => {
    const job = { ...emptyGeneralValues(), weightKg: '4536.0000', volumeCbm: '12.5000', weightLb: null } as never;
    const values = generalValuesOf(job);
    expect(values.weightKg).toBe('4536');
    expect(values.volumeCbm).toBe('12.5');
    expect(values.weightLb).toBeNull();
  });
});

describe('convertedFigure', () => {
  it('converts with the spec §9 factors, to 4 decimals without trailing zeros', () => {
    expect(convertedFigure('100', kgToLb)).toBe('220.462');
    expect(convertedFigure(' 220.462 ', lbToKg)).toBe('100.0016');
    expect(convertedFigure(2, kgToLb)).toBe('4.4092');
  });

  it('shows nothing for a blank or half-typed figure rather than a guess', () => {
    expect(convertedFigure(null, kgToLb)).toBe('');
    expect(convertedFigure('', kgToLb)).toBe('');
    expect(convertedFigure('12kg', kgToLb)).toBe('');
  });
});

describe('differsFrom', () => {
  it('is clean when an edit is undone or a field cleared back to nothing', () => {
    const baseline = { ...emptyGeneralValues(), clientRefNo: 'A1', packages: 3 };
    expect(differsFrom({ clientRefNo: 'A1', packages: 3, poNo: '', customer: undefined }, baseline)).toBe(false);
    expect(differsFrom({ clientRefNo: 'A2' }, baseline)).toBe(true);
    expect(differsFrom({ packages: null }, baseline)).toBe(true);
  });
});
