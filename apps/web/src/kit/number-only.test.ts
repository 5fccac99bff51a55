import { describe, expect, it } from 'vitest';
import { clampToMin, keepNumberOnly } from './number-only';

describe('keepNumberOnly (spec §5 Number-only input)', () => {
  it('strips everything but digits', () => {
    expect(keepNumberOnly('12a3-4 5')).toBe('12345');
    expect(keepNumberOnly('1.5')).toBe('15');
    expect(keepNumberOnly('abc')).toBe('');
  });

  it('removes leading zeros, unless zeroBefore', () => {
    expect(keepNumberOnly('00120')).toBe('120');
    expect(keepNumberOnly('0')).toBe('');
    expect(keepNumberOnly('0086', { zeroBefore: true })).toBe('0086');
  });

  it('keeps a single zero when min is 0', () => {
    expect(keepNumberOnly('0', { min: 0 })).toBe('0');
    expect(keepNumberOnly('000', { min: 0 })).toBe('0');
    expect(keepNumberOnly('007', { min: 0 })).toBe('7');
  });

  it('clamps to max as the user types', () => {
    expect(keepNumberOnly('250', { max: 200 })).toBe('200');
    expect(keepNumberOnly('200', { max: 200 })).toBe('200');
  });

  it('with toFixed allows one dot and that many decimals, and clamps', () => {
    expect(keepNumberOnly('12.345', { toFixed: 2 })).toBe('12.34');
    expect(keepNumberOnly('1.2.3', { toFixed: 2 })).toBe('1.23');
    expect(keepNumberOnly('12.', { toFixed: 2 })).toBe('12.');
    expect(keepNumberOnly('00.5', { toFixed: 2 })).toBe('0.5');
    expect(keepNumberOnly('.5', { toFixed: 2 })).toBe('0.5');
    expect(keepNumberOnly('x1,234.5y', { toFixed: 1 })).toBe('1234.5');
    expect(keepNumberOnly('100.5', { toFixed: 2, max: 99.999 })).toBe('99.99');
    expect(keepNumberOnly('1.5', { toFixed: 0 })).toBe('15');
  });

  it('keeps a minus typed first when signed, and only then', () => {
    expect(keepNumberOnly('-12.345', { toFixed: 2, signed: true })).toBe('-12.34');
    expect(keepNumberOnly('-', { toFixed: 2, signed: true })).toBe('-');
    expect(keepNumberOnly('-007', { signed: true })).toBe('-7');
    expect(keepNumberOnly('1-2', { signed: true })).toBe('12');
    expect(keepNumberOnly('-12', { toFixed: 2 })).toBe('12');
  });
});

describe('clampToMin', () => {
  it('raises a value below min to min when the field is left', () => {
    expect(clampToMin('5', { min: 10 })).toBe('10');
    expect(clampToMin('25', { min: 10 })).toBe('25');
    expect(clampToMin('0.5', { min: 1, toFixed: 2 })).toBe('1');
  });

  it('leaves an empty field and fields without min alone', () => {
    expect(clampToMin('', { min: 10 })).toBe('');
    expect(clampToMin('3')).toBe('3');
  });
});
