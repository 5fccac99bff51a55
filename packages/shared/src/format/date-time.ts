/** spec §9: the default date format. */
const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

const TOKENS = /YYYY|MM|DD|HH|mm|ss/g;
/** A date and time without a zone (`2026-03-01 10:00:00`, `2026-03-01T10:00`), or a date alone. */
const ZONELESS = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/;

interface DateTimeFormat {
  /** Tokens YYYY, MM, DD, HH, mm and ss; spec §9's default. */
  pattern?: string;
  /** The browser's zone (default) or UTC, which the server speaks. */
  zone?: 'local' | 'utc';
}

/** `at` written with the pattern's tokens, in the chosen zone. */
export function formatDateTime(at: Date, { pattern = DATE_TIME_FORMAT, zone = 'local' }: DateTimeFormat = {}) {
  const utc = zone === 'utc';
  const parts: Record<string, number> = {
    YYYY: utc ? at.getUTCFullYear() : at.getFullYear(),
    MM: (utc ? at.getUTCMonth() : at.getMonth()) + 1,
    DD: utc ? at.getUTCDate() : at.getDate(),
    HH: utc ? at.getUTCHours() : at.getHours(),
    mm: utc ? at.getUTCMinutes() : at.getMinutes(),
    ss: utc ? at.getUTCSeconds() : at.getSeconds(),
  };
  return pattern.replace(TOKENS, (token) => String(parts[token]).padStart(token.length, '0'));
}

/**
 * spec §9: server times are UTC. An ISO time with its zone is taken as it says; one without a
 * zone is read as UTC, not as the browser's time. Unreadable values are null.
 */
export function parseServerTime(value: string | Date): Date | null {
  const text = typeof value === 'string' ? value.trim() : '';
  const at = value instanceof Date ? value : new Date(ZONELESS.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A server time shown in the browser's zone (spec §9); empty when unset or unreadable. */
export function localTime(value: string | Date | null | undefined, pattern = DATE_TIME_FORMAT): string {
  const at = value ? parseServerTime(value) : null;
  return at ? formatDateTime(at, { pattern }) : '';
}

/** An IANA zone name the runtime knows (`Asia/Shanghai`), as a browser reports its own. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

/**
 * `at` as the wall clock of `timeZone` reads it, returned as the UTC instant with those figures: a
 * spreadsheet cell has no zone, and a workbook writer writes a Date's UTC figures.
 */
export function wallClock(at: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const seconds = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return new Date(seconds + at.getUTCMilliseconds());
}

/**
 * A calendar date (YYYY-MM-DD) `days` later (earlier when negative): a due date is the invoice
 * date plus the party's credit days. Counted on UTC midnights, so no zone or summer time moves it.
 */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today in UTC (YYYY-MM-DD), the database's `current_date`: the server's "today" for dates it sets. */
export const utcToday = () => new Date().toISOString().slice(0, 10);
