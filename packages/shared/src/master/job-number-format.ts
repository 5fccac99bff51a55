/**
 * How a job no is made from its auto-code rule (domain.md: prefix per office and job type, date
 * part, sequence): pure functions, so the rule form shows an example exactly as the server writes it.
 */

export const DATE_PATTERNS = ['', 'YY', 'YYYY', 'YYMM', 'YYYYMM', 'YYMMDD', 'YYYYMMDD'] as const;
export type TDatePattern = (typeof DATE_PATTERNS)[number];

export const RESET_PERIODS = ['NEVER', 'YEARLY', 'MONTHLY', 'DAILY'] as const;
export type TResetPeriod = (typeof RESET_PERIODS)[number];

export const SEQ_WIDTH_MIN = 3;
export const SEQ_WIDTH_MAX = 8;

/** A calendar date, YYYY-MM-DD: the job's business day in its office, so no time zone is guessed. */
const CALENDAR_DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function parts(date: string) {
  const m = CALENDAR_DATE.exec(date);
  if (!m) throw new Error(`not a calendar date: ${date}`);
  return { yyyy: m[1]!, mm: m[2]!, dd: m[3]! };
}

/**
 * A numbering that restarts every period must show that period in its numbers, or the second
 * period would repeat the first one's numbers.
 */
export function patternShowsPeriod(pattern: TDatePattern, period: TResetPeriod): boolean {
  if (period === 'NEVER') return true;
  if (period === 'YEARLY') return pattern.includes('YY');
  if (period === 'MONTHLY') return pattern.includes('MM');
  return pattern.includes('DD');
}

/** The counter a number is drawn from: one per rule and period ('' when the rule never restarts). */
export function periodKey(period: TResetPeriod, date: string): string {
  const { yyyy, mm, dd } = parts(date);
  return { NEVER: '', YEARLY: yyyy, MONTHLY: `${yyyy}${mm}`, DAILY: `${yyyy}${mm}${dd}` }[period];
}

export function formatDatePart(pattern: TDatePattern, date: string): string {
  const { yyyy, mm, dd } = parts(date);
  return pattern.replace('YYYY', yyyy).replace('YY', yyyy.slice(2)).replace('MM', mm).replace('DD', dd);
}

/**
 * prefix + date part + sequence padded to its width. A sequence that outgrows its width keeps
 * counting with one more digit rather than wrapping round to a number already given.
 */
export function formatJobNumber(
  rule: { prefix: string; datePattern: TDatePattern; seqWidth: number },
  date: string,
  seq: number,
): string {
  return `${rule.prefix}${formatDatePart(rule.datePattern, date)}${String(seq).padStart(rule.seqWidth, '0')}`;
}
