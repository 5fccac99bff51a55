import {
  type REVIEW_ACTIONS,
  REVIEW_STATUSES,
  type TJobCharges,
  type TReviewStatus,
  type ZReviewRequest,
} from '@apex/shared/finance';
import { utcToday } from '@apex/shared/format';
import { labelTexts } from '@apex/shared/labels';
import type { z } from 'zod';
import { writeAudit } from '../../../platform/audit/audit-log';
import { AppError, forbidden } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { checkVersion, lockJob } from '../access/job-access';
import { bumpPartVersion, findPartVersion } from '../access/queries';
import { countUncheckedLines } from './charge-queries';
import { type ChargesCaller, getCharges } from './charges';
import { updateJobReview } from './job-money-queries';

type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/**
 * spec §4 review of a job's charges (docs/decisions.md, issue 17): the operator submits them,
 * finance (/charge/review) approves them once every line is checked, or sends them back.
 */
const STEPS: Record<ReviewAction, { from: readonly TReviewStatus[]; to: TReviewStatus; byReviewer: boolean }> = {
  submit: { from: ['NOT_REVIEWED'], to: 'PENDING', byReviewer: false },
  approve: { from: ['PENDING'], to: 'REVIEWED', byReviewer: true },
  reopen: { from: ['PENDING', 'REVIEWED'], to: 'NOT_REVIEWED', byReviewer: true },
};

/**
 * One review step, at the charges part's version read, in one transaction with the job locked:
 * the status (and the review date the lists filter by: set on approval, cleared on reopening), the
 * part's version bumped (a grid read before is stale), the operation log.
 */
export async function reviewCharges(
  ctx: ServiceContext,
  { input, mayReview, ...caller }: ChargesCaller & { input: z.output<typeof ZReviewRequest>; mayReview: boolean },
): Promise<TJobCharges> {
  const step = STEPS[input.action];
  if (step.byReviewer && !mayReview) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, caller);
    const current = await findPartVersion(tx, job.id, 'charges');
    checkVersion(current, input.version);
    const from = job.reviewStatus as TReviewStatus;
    if (!step.from.includes(from))
      throw new AppError(409, 'charge.reviewNotAllowed', { status: labelTexts(REVIEW_STATUSES[from]) });
    if (input.action === 'approve' && (await countUncheckedLines(tx, job.id)) > 0)
      throw new AppError(409, 'charge.reviewNeedsChecked');
    const reviewDate = input.action === 'approve' ? utcToday() : input.action === 'reopen' ? null : job.reviewDate;
    await updateJobReview(tx, job.id, { reviewStatus: step.to, reviewDate });
    await bumpPartVersion(tx, job.id, 'charges', Boolean(current), caller.actor.account);
    await writeAudit(tx, caller.actor, {
      action: 'job.chargesReviewed',
      entity: 'job',
      entityId: job.id,
      key: job.jobNo,
      detail: { jobNo: job.jobNo, action: input.action, changes: { reviewStatus: [from, step.to] } },
    });
  });
  return getCharges(ctx, caller);
}
