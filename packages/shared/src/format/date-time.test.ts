import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, formatDateTime, localTime, parseServerTime } from './date-time';

/** The expected text built independently, from the Date's own local fields. */
function localText(at: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

describe('dates (spec §9)', () => {
  it('writes YYYY-MM-DD HH:mm:ss, in UTC when asked', () => {
    const at = new Date('2026-03-01T23:30:05.000Z');
    expect(formatDateTime(at, { zone: 'utc' })).toBe('2026-03-01 23:30:05');
    expect(formatDateTime(at, { zone: 'utc', pattern: DATE_FORMAT })).toBe('2026-03-01');
    expect(formatDateTime(at)).toBe(localText(at));
  });

  it('shows a UTC instant of the server in the local zone', () => {
    const utc = '2026-03-01T23:30:05.000Z';
    expect(localTime(utc)).toBe(localText(new Date(utc)));
    expect(localTime(new Date(utc))).toBe(localText(new Date(utc)));
  });

  it('reads a server time without a zone as UTC, not as local time', () => {
    expect(parseServerTime('2026-03-01 23:30:05')?.toISOString()).toBe('2026-03-01T23:30:05.000Z');
    expect(parseServerTime('2026-03-01T08:00')?.toISOString()).toBe('2026-03-01T08:00:00.000Z');
    expect(parseServerTime('2026-03-01')?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(parseServerTime('2026-03-01T08:00:00+08:00')?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('is empty for a time never set or unreadable', () => {
    expect(localTime(null)).toBe('');
    expect(localTime(undefined)).toBe('');
    expect(localTime('')).toBe('');
    expect(localTime('not a date')).toBe('');
  });
});
