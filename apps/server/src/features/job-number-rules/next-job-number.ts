import type { TJobType } from '@apex/shared/jobs';
import {
  formatJobNumber,
  periodKey,
  type TDatePattern,
  type TNumberRuleKind,
  type TResetPeriod,
} from '@apex/shared/master';
import type { DbOrTx, Tx } from '../../db/client';
import { badRequest } from '../../platform/http/app-error';
import { findRuleFor, type JobNumberRuleRow, lastSequence, takeSequence } from './queries';

/** The rule's fields as the shared formatter reads them. */
export const formatOf = (rule: JobNumberRuleRow) => ({
  prefix: rule.prefix,
  datePattern: rule.datePattern as TDatePattern,
  seqWidth: rule.seqWidth,
  resetPeriod: rule.resetPeriod as TResetPeriod,
});

/** spec §8: a rule that cannot give numbers says which of the two is missing. */
function usable(rule: JobNumberRuleRow | undefined) {
  if (!rule) throw badRequest('jobNo.noRule');
  if (!rule.prefix) throw badRequest('jobNo.noPrefix');
  return formatOf(rule);
}

/**
 * The next job no (or, by `kind`, invoice no) of an office for a job type, on `date` (YYYY-MM-DD,
 * the day in its office), taken in the caller's transaction: the record is saved with its number or
 * neither is. Numbers are never repeated, also under concurrent saves; a rolled-back save gives its
 * number back, so a caller that takes it last in its transaction leaves no gap (invoices).
 */
export async function nextJobNumber(
  tx: Tx,
  officeId: number,
  jobType: TJobType,
  date: string,
  kind: TNumberRuleKind = 'JOB',
): Promise<string> {
  const rule = await findRuleFor(tx, officeId, jobType, kind);
  const format = usable(rule);
  const seq = await takeSequence(tx, rule!.id, periodKey(format.resetPeriod, date));
  return formatJobNumber(format, date, seq);
}

/** What the next number of a rule would be on `date`, without taking it. */
export async function previewJobNumber(db: DbOrTx, rule: JobNumberRuleRow, date: string): Promise<string> {
  const format = usable(rule);
  const seq = (await lastSequence(db, rule.id, periodKey(format.resetPeriod, date))) + 1;
  return formatJobNumber(format, date, seq);
}
