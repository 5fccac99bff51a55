import type { TJobType } from '@apex/shared/jobs';
import { formatJobNumber, periodKey } from '@apex/shared/master';
import type { DbOrTx, Tx } from '../../db/client';
import { formatOf } from './next-job-number';
import { findRuleFor, lastSequence, takeSequence } from './queries';

/** The office's HB/L rule for the job type, when it has one that gives numbers. */
async function hblRule(db: DbOrTx, officeId: number, jobType: TJobType) {
  const rule = await findRuleFor(db, officeId, jobType, 'HBL');
  return rule?.prefix ? { rule, format: formatOf(rule) } : undefined;
}

/**
 * The HB/L no a new house bill is offered on `date`, without taking it: '' where the office has no
 * HB/L rule for the job type (an import's bill is usually the agent's own number).
 */
export async function proposeHblNumber(db: DbOrTx, officeId: number, jobType: TJobType, date: string) {
  const found = await hblRule(db, officeId, jobType);
  if (!found) return '';
  const period = periodKey(found.format.resetPeriod, date);
  return formatJobNumber(found.format, date, (await lastSequence(db, found.rule.id, period)) + 1);
}

/**
 * Takes the proposed number when an HB/L is saved with it, in the save's transaction: the next
 * proposal moves on, and a number typed by hand uses nothing up. The HB/L no's unique index stays
 * the guard when two bills were offered the same number.
 */
export async function takeHblNumberIfProposed(
  tx: Tx,
  { officeId, jobType, date, hblNo }: { officeId: number; jobType: TJobType; date: string; hblNo: string },
) {
  const found = await hblRule(tx, officeId, jobType);
  if (!found || hblNo !== (await proposeHblNumber(tx, officeId, jobType, date))) return;
  await takeSequence(tx, found.rule.id, periodKey(found.format.resetPeriod, date));
}
