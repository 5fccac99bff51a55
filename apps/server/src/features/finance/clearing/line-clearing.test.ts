import { addDecimals } from '@apex/shared/format';
import { describe, expect, it } from 'vitest';
import { shareOutCleared } from './line-clearing';

const lines = (...grosses: string[]) => grosses.map((gross, i) => ({ id: i + 1, gross }));

describe('an invoice’s clearing on its lines (first lines first)', () => {
  it('fills the first lines up to their gross, and all of them once the invoice is cleared', () => {
    const invoice = lines('100.00', '212.00', '50.50');
    expect(shareOutCleared(invoice, '0.00', '362.50')).toEqual(['0.00', '0.00', '0.00']);
    expect(shareOutCleared(invoice, '150.00', '362.50')).toEqual(['100.00', '50.00', '0.00']);
    expect(shareOutCleared(invoice, '312.01', '362.50')).toEqual(['100.00', '212.00', '0.01']);
    expect(shareOutCleared(invoice, '362.50', '362.50')).toEqual(['100.00', '212.00', '50.50']);
  });

  it('clears a credit note’s negative lines the same way, and nets a line of the other sign', () => {
    expect(shareOutCleared(lines('-80.00', '-20.00'), '-90.00', '-100.00')).toEqual(['-80.00', '-10.00']);
    const discounted = lines('120.00', '-20.00', '30.00');
    const part = shareOutCleared(discounted, '125.00', '130.00');
    expect(part).toEqual(['120.00', '0.00', '5.00']);
    expect(addDecimals(...part)).toBe('125.00');
    expect(shareOutCleared(discounted, '130.00', '130.00')).toEqual(['120.00', '-20.00', '30.00']);
  });
});
