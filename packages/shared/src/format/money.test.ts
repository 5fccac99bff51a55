import { describe, expect, it } from 'vitest';
import { CURRENCY_SYMBOLS, formatMoney } from './money';

describe('formatMoney (spec §9 Money format)', () => {
  it('shows two decimals with thousands separators by default', () => {
    expect(formatMoney('1234567.891')).toBe('1,234,567.89');
    expect(formatMoney(1000)).toBe('1,000.00');
    expect(formatMoney('999.995')).toBe('1,000.00');
    expect(formatMoney('-0.5')).toBe('-0.50');
    expect(formatMoney(0.1 + 0.2)).toBe('0.30');
  });

  it('takes another number of decimals', () => {
    expect(formatMoney('1234.56789', { decimals: 4 })).toBe('1,234.5679');
    expect(formatMoney('1234.5', { decimals: 0 })).toBe('1,235');
  });

  it('puts the currency symbol of spec §9 before or after the amount, the sign in front', () => {
    expect(CURRENCY_SYMBOLS).toEqual({ USD: '$', RMB: '￥', EUR: '€', HKD: 'HK$', GBP: '£' });
    expect(formatMoney('1234.5', { currency: 'USD' })).toBe('$1,234.50');
    expect(formatMoney('-1234.5', { currency: 'USD' })).toBe('-$1,234.50');
    expect(formatMoney('88', { currency: 'RMB', symbolAt: 'suffix' })).toBe('88.00￥');
    expect(formatMoney('1000000', { currency: 'hkd' })).toBe('HK$1,000,000.00');
    expect(formatMoney('3.2', { currency: 'EUR' })).toBe('€3.20');
    expect(formatMoney('3.2', { currency: 'GBP', symbolAt: 'suffix' })).toBe('3.20£');
  });

  it('shows CNY, the ISO code of the rate table and charges, with the RMB symbol', () => {
    expect(formatMoney('1280', { currency: 'CNY' })).toBe('￥1,280.00');
    expect(formatMoney('-6.5', { currency: 'cny', symbolAt: 'suffix' })).toBe('-6.50￥');
  });

  it('names a currency without a symbol by its code', () => {
    expect(formatMoney('5000', { currency: 'JPY' })).toBe('JPY 5,000.00');
    expect(formatMoney('5000', { currency: 'JPY', symbolAt: 'suffix' })).toBe('5,000.00 JPY');
  });

  it('shows nothing for a blank or unreadable amount', () => {
    for (const amount of [null, undefined, '', 'n/a']) expect(formatMoney(amount, { currency: 'USD' })).toBe('');
  });
});
