import { ENTITY_NAMES } from '@apex/shared';
import { utcToday } from '@apex/shared/format';
import type { TJobType } from '@apex/shared/jobs';
import {
  formatJobNumber,
  periodKey,
  type TDatePattern,
  type TNumberRuleKind,
  type TResetPeriod,
} from '@apex/shared/master';
import type { DbOrTx, Tx } from '../../db/client';
import { badRequest, notFound } from '../../platform/http/app-error';
import { findOfficeId, findRuleFor, type JobNumberRuleRow, lastSequence, takeSequence } from './queries';

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

/**
 * The next number of a record of a job (a warehouse-in no, a customs entrustment no) from its
 * office's rule of `kind` for the job's type, on today's UTC day, in the caller's transaction.
 */
export async function nextJobRecordNumber(
  tx: Tx,
  job: { officeCode: string; jobType: string },
  kind: TNumberRuleKind,
): Promise<string> {
  const officeId = await findOfficeId(tx, job.officeCode);
  if (officeId === undefined) throw notFound(ENTITY_NAMES.office, job.officeCode);
  return nextJobNumber(tx, officeId, job.jobType as TJobType, utcToday(), kind);
}
