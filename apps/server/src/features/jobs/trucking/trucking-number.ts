import { DATE_FORMAT, formatDateTime, wallClock } from '@apex/shared/format';
import type { TJobType } from '@apex/shared/jobs';
import type { Tx } from '../../../db/client';
import { badRequest } from '../../../platform/http/app-error';
import { nextJobNumber } from '../../job-number-rules/next-job-number';
import { findOfficeId, findRuleFor } from '../../job-number-rules/queries';

/**
 * The next trucking no of the office for the job type, from its TRK number rule on the caller's
 * day, taken in the order's transaction as invoice nos are (never repeated under concurrent saves).
 */
export async function nextTruckingNo(
  tx: Tx,
  { officeCode, jobType }: { officeCode: string; jobType: TJobType },
  timeZone: string,
) {
  const officeId = (await findOfficeId(tx, officeCode))!;
  const rule = await findRuleFor(tx, officeId, jobType, 'TRK');
  if (!rule?.prefix) throw badRequest('trucking.noNumberRule');
  const today = formatDateTime(wallClock(new Date(), timeZone), { pattern: DATE_FORMAT, zone: 'utc' });
  return nextJobNumber(tx, officeId, jobType, today, 'TRK');
}
