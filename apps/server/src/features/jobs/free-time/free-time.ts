import { utcToday } from '@apex/shared/format';
import {
  containerClocks,
  runningLastFreeDate,
  type TContainerClocks,
  type TContainerMoves,
  type TFreeTimeTerms,
} from '@apex/shared/movement';
import type { DbOrTx } from '../../../db/client';
import { findFreeTimeTerms } from './queries';

/** No free time agreed: no clock runs. */
const NO_TERMS: TFreeTimeTerms = {
  demurrageFreeDays: null,
  demurrageDailyRate: null,
  detentionFreeDays: null,
  detentionDailyRate: null,
  currency: 'USD',
};

/** Whose free time a job's containers have: its consignee's, else its customer's (as job_free_date_due). */
export const freeTimeParty = (job: { consigneeId: number | null; customerId: number | null }) =>
  job.consigneeId ?? job.customerId;

/** The clocks of containers of jobs, each with its job's party's terms, as of today (UTC, the server's day). */
export async function clocksOf(db: DbOrTx, partyIds: readonly (number | null)[]) {
  const terms = await findFreeTimeTerms(
    db,
    partyIds.filter((id): id is number => id !== null),
  );
  const today = utcToday();
  return (partyId: number | null, container: TContainerMoves) =>
    containerClocks(container, (partyId !== null && terms.get(partyId)) || NO_TERMS, today);
}

/**
 * A container's last free date on the board: its running clock's where a clock exists (none once
 * both stopped), else its own or the job's; the same rule `job_free_date_due` orders the board by.
 */
export function boardLastFreeDate(clocks: TContainerClocks, own: string | null, job: string | null) {
  if (clocks.demurrage || clocks.detention) return runningLastFreeDate(clocks);
  return own ?? job;
}
