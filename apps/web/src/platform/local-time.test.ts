import { describe, expect, it } from 'vitest';
import { localTime } from './local-time';

describe('localTime (spec §9)', () => {
  it('shows a UTC instant in the local zone as YYYY-MM-DD HH:mm:ss', () => {
    const utc = '2026-03-01T23:30:05.000Z';
    const at = new Date(utc);
    const pad = (n: number) => String(n).padStart(2, '0');
    const expected = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
    expect(localTime(utc)).toBe(expected);
  });

  it('is empty for a time never set', () => {
    expect(localTime(null)).toBe('');
    expect(localTime(undefined)).toBe('');
  });
});
