import { describe, expect, it } from 'vitest';
import {
  apportion,
  belowMinMargin,
  chargeSummary,
  convertAmount,
  lineAmount,
  lineTax,
  paymentStateOf,
} from './charge-math';

describe('the rounding rule: once, half away from zero, two decimals', () => {
  it('rounds price × num once', () => {
    expect(lineAmount('0.10', '3')).toBe('0.30');
    expect(lineAmount('33.33', '0.5')).toBe('16.67');
    expect(lineAmount('-33.33', '0.5')).toBe('-16.67');
    expect(lineAmount('1999999.99', '12.3456')).toBe('24691199.88');
  });

  it('converts at a rate of eight decimals', () => {
    expect(convertAmount('100.00', '7.12340000')).toBe('712.34');
    expect(convertAmount('0.01', '0.91230000')).toBe('0.01');
    expect(convertAmount('-0.05', '0.10000000')).toBe('-0.01');
  });
});

describe('tax inclusive and exclusive', () => {
  it('adds tax on top of a price without it', () => {
    expect(lineTax('100.00', '6.00', false)).toEqual({
      taxAmount: '6.00',
      notTaxedAmount: '100.00',
      grossAmount: '106.00',
    });
    expect(lineTax('33.33', '9.00', false)).toEqual({
      taxAmount: '3.00',
      notTaxedAmount: '33.33',
      grossAmount: '36.33',
    });
  });

  it('takes the tax out of a price that holds it, the parts adding up exactly', () => {
    const tax = lineTax('106.00', '6.00', true);
    expect(tax).toEqual({ taxAmount: '6.00', notTaxedAmount: '100.00', grossAmount: '106.00' });
    const odd = lineTax('100.00', '6.00', true);
    expect(odd.taxAmount).toBe('5.66');
    expect(odd.notTaxedAmount).toBe('94.34');
  });

  it('leaves a line without tax rate as it is', () => {
    expect(lineTax('12.34', null, false)).toEqual({ taxAmount: '0.00', notTaxedAmount: '12.34', grossAmount: '12.34' });
    expect(lineTax('12.34', '0.00', true).taxAmount).toBe('0.00');
  });
});

describe('apportionment', () => {
  it('gives the rounding cents to the largest part so the shares sum exactly', () => {
    expect(apportion('100.00', ['1', '1', '1'])).toEqual(['33.34', '33.33', '33.33']);
    expect(apportion('100.00', ['1', '2', '1'])).toEqual(['25.00', '50.00', '25.00']);
    expect(apportion('0.01', ['3.5', '1.25'])).toEqual(['0.01', '0.00']);
    expect(apportion('-10.00', ['1', '2'])).toEqual(['-3.33', '-6.67']);
  });

  it('spreads by weights with decimals', () => {
    const shares = apportion('2150.00', ['1200.5', '830.25', '0', '415.125']);
    expect(shares.reduce((a, b) => a + Math.round(Number(b) * 100), 0)).toBe(215000);
    expect(shares[2]).toBe('0.00');
  });

  it('refuses weights that sum to nothing', () => {
    expect(() => apportion('1.00', ['0', '0'])).toThrow();
  });
});

describe('the summary at the foot of the grid', () => {
  it('totals per currency PP and CC, and profit in the local currency', () => {
    const summary = chargeSummary([
      { side: 'AR', currency: 'USD', ppCc: 'PP', amount: '2150.00', localAmount: '15315.31' },
      { side: 'AR', currency: 'USD', ppCc: 'CC', amount: '35.00', localAmount: '249.32' },
      { side: 'AP', currency: 'USD', ppCc: 'PP', amount: '1880.00', localAmount: '13391.99' },
      { side: 'AR', currency: 'CNY', ppCc: 'PP', amount: '1280.00', localAmount: '1280.00' },
    ]);
    expect(summary.byCurrency).toEqual([
      { currency: 'CNY', arPP: '1280.00', arCC: '0.00', apPP: '0.00', apCC: '0.00', profit: '1280.00' },
      { currency: 'USD', arPP: '2150.00', arCC: '35.00', apPP: '1880.00', apCC: '0.00', profit: '305.00' },
    ]);
    expect(summary.arLocal).toBe('16844.63');
    expect(summary.apLocal).toBe('13391.99');
    expect(summary.profitLocal).toBe('3452.64');
    expect(summary.marginPct).toBe('20.50');
  });

  it('has no margin without AR, and flags a margin under the minimum', () => {
    expect(chargeSummary([]).marginPct).toBeNull();
    expect(belowMinMargin('4.99', '5.00')).toBe(true);
    expect(belowMinMargin('5.00', '5.00')).toBe(false);
    expect(belowMinMargin(null, '5.00')).toBe(false);
    expect(belowMinMargin('-3.00', null)).toBe(false);
  });
});

describe('the payment state of an invoice', () => {
  it('is unpaid until something is cleared, cleared once nothing is left, a zero invoice unpaid', () => {
    expect(paymentStateOf('100.00', '0.00')).toBe('UNPAID');
    expect(paymentStateOf('100.00', '99.99')).toBe('PART_CLEARED');
    expect(paymentStateOf('100.00', '100.00')).toBe('CLEARED');
    expect(paymentStateOf('-50.00', '-50.00')).toBe('CLEARED');
    expect(paymentStateOf('0.00', '0.00')).toBe('UNPAID');
  });
});
