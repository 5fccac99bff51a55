import { EdiSyntaxError } from './edi-syntax-error';

/**
 * A date (CCYYMMDD, or YYMMDD as envelopes write it) and a time (HHMM or HHMMSS, may be empty) of an
 * EDI message as an ISO instant. Status messages carry no zone: they are read as UTC (decisions.md).
 */
export function ediInstant(date: string, time: string, segment: string): string {
  const day = date.length === 6 ? `20${date}` : date;
  const clock = (time || '0000').padEnd(6, '0');
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(day);
  const hms = /^(\d{2})(\d{2})(\d{2})$/.exec(clock);
  if (!match || !hms) throw new EdiSyntaxError(segment, `'${date} ${time}' is not a date CCYYMMDD and time HHMM`);
  const [, y, m, d] = match;
  const iso = `${y}-${m}-${d}T${hms[1]}:${hms[2]}:${hms[3]}Z`;
  const at = new Date(iso);
  // Date accepts 2026-02-30 by rolling over: a date that reads back differently is not one.
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 19) !== iso.slice(0, 19))
    throw new EdiSyntaxError(segment, `'${date} ${time}' is not a real date and time`);
  return iso;
}
