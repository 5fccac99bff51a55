import { describe, expect, it } from 'vitest';
import { formatConverted, formatQuantity, quantityText } from './quantity';

describe('quantities as people read them (issue 16: no four decimals that mean nothing)', () => {
  it('shows weights and volumes to 3 places and counts whole, thousands separated', () => {
    expect(formatQuantity('12000.0000', 'weight')).toBe('12,000.000');
    expect(formatQuantity('60.2500', 'volume')).toBe('60.250');
    expect(formatQuantity('420.0000', 'count')).toBe('420');
    expect(formatQuantity(7, 'count')).toBe('7');
  });

  it('never hides a digit the stored figure has', () => {
    expect(formatQuantity('1000.1234', 'weight')).toBe('1,000.1234');
    expect(formatQuantity('420.5000', 'count')).toBe('420.5');
    expect(formatQuantity('-0.0010', 'volume')).toBe('-0.001');
  });

  it('shows nothing for a blank or unreadable figure', () => {
    expect(formatQuantity(null, 'weight')).toBe('');
    expect(formatQuantity('', 'volume')).toBe('');
    expect(formatQuantity('12kg', 'weight')).toBe('');
  });

  it('gives an input the stored figure without its trailing zeros, exactly', () => {
    expect(quantityText('3900.0000')).toBe('3900');
    expect(quantityText('12000.5000')).toBe('12000.5');
    expect(quantityText('0.0000')).toBe('0');
    expect(quantityText('1234567890.1234')).toBe('1234567890.1234');
    expect(quantityText(null)).toBe('');
  });
});

describe('formatConverted', () => {
  it("rounds a conversion to its kind's places: its further digits are nobody's typing", () => {
    expect(formatConverted('24013.0738', 'weight')).toBe('24,013.074');
    expect(formatConverted('1360.1797', 'volume')).toBe('1,360.180');
    expect(formatConverted(null, 'weight')).toBe('');
  });
});
