import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  DATE_FORMAT,
  formatDateTime,
  isTimeZone,
  localTime,
  parseServerTime,
  wallClock,
} from './date-time';

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

describe('a workbook’s times (issue 16: Excel shows the user’s local time)', () => {
  it('reads an instant on the wall clock of a zone, across a date line and a summer time', () => {
    expect(wallClock(new Date('2026-03-01T23:30:05Z'), 'Asia/Shanghai').toISOString()).toBe('2026-03-02T07:30:05.000Z');
    expect(wallClock(new Date('2026-07-01T12:00:00Z'), 'Europe/London').toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(wallClock(new Date('2026-01-01T00:00:00Z'), 'UTC').toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('knows a zone name from anything else', () => {
    expect(isTimeZone('Asia/Hong_Kong')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('calendar days (issue 17: due date = invoice date + credit days)', () => {
  it('counts days across month ends, a leap day and a year end, either way', () => {
    expect(addCalendarDays('2026-01-31', 30)).toBe('2026-03-02');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addCalendarDays('2026-11-26', 0)).toBe('2026-11-26');
  });
});
