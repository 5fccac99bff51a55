import { z } from 'zod';
import { addCalendarDays } from '../format/date-time';
import { multiplyDecimals } from '../format/decimal';
import { daysLeft } from './import-stages';

/** A party's free time at the terminal (demurrage) and with the carrier's box (detention). */
export interface TFreeTimeTerms {
  demurrageFreeDays: number | null;
  /** Per day past the free time, in `currency`; decimals as text (exact). */
  demurrageDailyRate: string | null;
  detentionFreeDays: number | null;
  detentionDailyRate: string | null;
  currency: string;
}

/** The container's moves that start and stop its clocks, YYYY-MM-DD. */
export interface TContainerMoves {
  dischargeDate: string | null;
  gateOutDate: string | null;
  emptyReturnDate: string | null;
}

export const ZFreeTimeClock = z.object({
  /** The last day free of charge: the start day counts as the first free day. */
  lastFreeDate: z.string(),
  /** Still counting (the container has not left the terminal, or not come back empty). */
  running: z.boolean(),
  /** Days from today to the last free date while running (0 on it, negative once past); null once stopped. */
  daysLeft: z.number().int().nullable(),
  /** Days charged: past the last free date up to the stop, or to today while running. */
  chargeDays: z.number().int(),
  past: z.boolean(),
  /** chargeDays × the daily rate, two decimals; null without a rate. */
  projectedCharge: z.string().nullable(),
  currency: z.string(),
});
export type TFreeTimeClock = z.infer<typeof ZFreeTimeClock>;

export const ZContainerClocks = z.object({
  demurrage: ZFreeTimeClock.nullable(),
  detention: ZFreeTimeClock.nullable(),
});
export type TContainerClocks = z.infer<typeof ZContainerClocks>;

function clock(
  start: string | null,
  stop: string | null,
  freeDays: number | null,
  rate: string | null,
  currency: string,
  today: string,
): TFreeTimeClock | null {
  if (!start || freeDays === null) return null;
  const lastFreeDate = addCalendarDays(start, freeDays - 1);
  const end = stop ?? today;
  const chargeDays = Math.max(0, -daysLeft(lastFreeDate, end));
  return {
    lastFreeDate,
    running: stop === null,
    daysLeft: stop === null ? daysLeft(lastFreeDate, today) : null,
    chargeDays,
    past: chargeDays > 0,
    projectedCharge: rate === null ? null : multiplyDecimals(rate, chargeDays, 2),
    currency,
  };
}

/**
 * A container's free-time clocks: demurrage from its discharge to its gate-out, detention from
 * its gate-out to its empty return, each free for the party's days (the start day the first) and
 * charged at its daily rate after. A clock without its start date or the party's free days is null.
 * `job_free_date_due` (the control board's order, SQL) computes the same last free dates.
 */
export function containerClocks(container: TContainerMoves, terms: TFreeTimeTerms, today: string): TContainerClocks {
  const { currency } = terms;
  return {
    demurrage: clock(
      container.dischargeDate,
      container.gateOutDate,
      terms.demurrageFreeDays,
      terms.demurrageDailyRate,
      currency,
      today,
    ),
    detention: clock(
      container.gateOutDate,
      container.emptyReturnDate,
      terms.detentionFreeDays,
      terms.detentionDailyRate,
      currency,
      today,
    ),
  };
}

/** The last free date that matters now: the running clock's (detention once out of the terminal), else none. */
export function runningLastFreeDate(clocks: TContainerClocks): string | null {
  const running = [clocks.detention, clocks.demurrage].find((c) => c?.running);
  return running?.lastFreeDate ?? null;
}
