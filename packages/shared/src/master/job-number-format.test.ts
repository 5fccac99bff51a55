import { describe, expect, it } from 'vitest';
import { formatDatePart, formatJobNumber, patternShowsPeriod, periodKey } from './job-number-format';

describe('job number format', () => {
  it('writes prefix, date part and the padded sequence', () => {
    const rule = { prefix: 'SHAOE', datePattern: 'YYMM', seqWidth: 4 } as const;
    expect(formatJobNumber(rule, '2026-11-22', 7)).toBe('SHAOE26110007');
    expect(formatJobNumber({ ...rule, datePattern: '' }, '2026-11-22', 7)).toBe('SHAOE0007');
  });
  it('keeps counting past the width instead of repeating a number', () => {
    expect(formatJobNumber({ prefix: 'X', datePattern: '', seqWidth: 3 }, '2026-01-01', 1000)).toBe('X1000');
  });
  it('writes every date pattern', () => {
    expect(
      ['YY', 'YYYY', 'YYMM', 'YYYYMM', 'YYMMDD', 'YYYYMMDD'].map((p) => formatDatePart(p as never, '2026-03-09')),
    ).toEqual(['26', '2026', '2603', '202603', '260309', '20260309']);
  });
  it('draws from one counter per period', () => {
    expect(['NEVER', 'YEARLY', 'MONTHLY', 'DAILY'].map((p) => periodKey(p as never, '2026-03-09'))).toEqual([
      '',
      '2026',
      '202603',
      '20260309',
    ]);
  });
  it('asks a restarting numbering to show its period', () => {
    expect(patternShowsPeriod('', 'NEVER')).toBe(true);
    expect(patternShowsPeriod('', 'YEARLY')).toBe(false);
    expect(patternShowsPeriod('YYMM', 'MONTHLY')).toBe(true);
    expect(patternShowsPeriod('YYYY', 'MONTHLY')).toBe(false);
    expect(patternShowsPeriod('YYMM', 'DAILY')).toBe(false);
    expect(patternShowsPeriod('YYMMDD', 'DAILY')).toBe(true);
  });
  it('refuses a date that is not a calendar date', () => {
    expect(() => periodKey('DAILY', '2026-13-01')).toThrow();
  });
});
