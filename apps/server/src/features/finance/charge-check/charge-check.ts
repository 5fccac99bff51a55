import { ENTITY_NAMES, type TPage } from '@apex/shared';
import {
  CHECK_STATUSES,
  type TCheckAction,
  type TCheckLineRow,
  type TCheckStatus,
  type ZCheckLineListQuery,
  type ZCheckLinesRequest,
} from '@apex/shared/finance';
import type { TJobType } from '@apex/shared/jobs';
import { labelTexts } from '@apex/shared/labels';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import { writeAudit } from '../../../platform/audit/audit-log';
import { AppError, forbidden, notFound } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { checkVersion } from '../../jobs/access/job-access';
import type { JobRow } from '../../jobs/access/queries';
import { lockJobsById, settleJobs } from '../affected-jobs';
import type { FinanceCaller } from '../finance-caller';
import { checkCompanyType } from '../invoices/invoice-lines';
import { findCheckLinePage, findLineJobs, lockCheckLines, setCheckStatus } from './queries';

type CheckLine = Awaited<ReturnType<typeof lockCheckLines>>[number];

/** The workbench's lines of the session office's jobs. */
export async function findCheckLines(
  { db }: ServiceContext,
  query: z.output<typeof ZCheckLineListQuery>,
  caller: FinanceCaller,
): Promise<TPage<TCheckLineRow>> {
  const page = await findCheckLinePage(db, { ...query, officeCode: caller.officeCode });
  return {
    rows: page.rows.map((row) => ({
      ...row,
      jobType: row.jobType as TJobType,
      side: row.side as TCheckLineRow['side'],
      checkStatus: row.checkStatus as TCheckStatus,
      checkedAt: row.checkedAt?.toISOString() ?? null,
    })),
    total: page.total,
  };
}

const ACTIONS = {
  submit: { to: 'CHECKING', audit: 'charge.checkSubmitted' },
  check: { to: 'CHECKED', audit: 'charge.checked' },
  uncheck: { to: 'UNCHECKED', audit: 'charge.unchecked' },
} as const satisfies Record<TCheckAction, { to: TCheckStatus; audit: string }>;

const notAllowed = (line: CheckLine, action: TCheckAction) =>
  new AppError(409, 'charge.checkNotAllowed', {
    n: line.lineNo,
    status: labelTexts(CHECK_STATUSES[line.checkStatus as TCheckStatus]),
    action: labelTexts(`finance:checkActions.${action}`),
  });

/**
 * spec §4 charge check, one line: an operator submits an unchecked line; finance checks an
 * unchecked or submitted one, and undoes a check, or sends a submitted line back. spec §8: an
 * unchecked line has no check to cancel, and a check stays once its invoice is (part) cleared or
 * the job's charges are reviewed.
 */
function checkTransition(line: CheckLine, job: JobRow, action: TCheckAction) {
  const status = line.checkStatus as TCheckStatus;
  if (action === 'submit' && status !== 'UNCHECKED') throw notAllowed(line, action);
  if (action === 'check' && status === 'CHECKED') throw notAllowed(line, action);
  if (action !== 'uncheck') return;
  if (status === 'UNCHECKED') throw new AppError(409, 'charge.uncheckedCannotCancel');
  if (status === 'CHECKED' && (line.invoiceCleared || job.reviewStatus === 'REVIEWED'))
    throw new AppError(409, 'charge.clearedOrReviewed');
}

/** The lines named, of the session office's jobs (404 otherwise), locked after their jobs. */
async function lockLines(tx: Tx, ids: readonly number[], officeCode: string) {
  const found = await findLineJobs(tx, ids, officeCode);
  const missing = ids.find((id) => !found.some((line) => line.id === id));
  if (missing !== undefined) throw notFound(ENTITY_NAMES.chargeLine, missing);
  const jobs = await lockJobsById(
    tx,
    found.map((line) => line.jobId),
  );
  return { jobs, lines: await lockCheckLines(tx, ids) };
}

/**
 * Submits lines for checking, checks them or undoes their check, across jobs (the workbench and a
 * job's tab), each line at the version the caller read; each job's money status follows.
 */
export async function checkLines(
  ctx: ServiceContext,
  { input, caller }: { input: z.output<typeof ZCheckLinesRequest>; caller: FinanceCaller },
) {
  const { action } = input;
  if (action !== 'submit' && !caller.holds('/charge/check')) throw forbidden();
  const ids = [...new Set(input.lines.map((line) => line.id))];
  await ctx.db.transaction(async (tx) => {
    const { jobs, lines } = await lockLines(tx, ids, caller.officeCode);
    for (const { id, version } of input.lines)
      checkVersion(
        lines.find((line) => line.id === id),
        version,
      );
    checkCompanyType(lines, caller.companyType);
    for (const line of lines) checkTransition(line, jobs.find((job) => job.id === line.jobId)!, action);
    const by = caller.account;
    await setCheckStatus(tx, { ids, status: ACTIONS[action].to, by });
    await settleJobs(
      tx,
      jobs.map((job) => job.id),
      by,
    );
    for (const job of jobs)
      await writeAudit(tx, caller, {
        action: ACTIONS[action].audit,
        entity: 'job',
        entityId: job.id,
        key: job.jobNo,
        detail: { jobNo: job.jobNo, lines: lines.filter((line) => line.jobId === job.id).map((line) => line.lineNo) },
      });
  });
  return { changed: ids.length };
}
