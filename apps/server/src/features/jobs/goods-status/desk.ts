import type { TPage } from '@apex/shared';
import type { TJobType } from '@apex/shared/jobs';
import { labelTexts } from '@apex/shared/labels';
import {
  GOODS_STATUS_STEPS,
  type TGoodsStatusDeskRow,
  type ZGoodsStatusBatchRequest,
  type ZGoodsStatusDeskQuery,
} from '@apex/shared/tracking';
import type { z } from 'zod';
import type { AuditActor } from '../../../platform/audit/audit-log';
import type { ServiceContext } from '../../../platform/service-context';
import { lockJob } from '../access/job-access';
import { type DeskQuery, findGoodsStatusDeskPage } from './desk-queries';
import { auditGoodsStatus, refreshHead, writeEntry } from './goods-status-entries';
import { lockHead } from './queries';

interface DeskCaller {
  jobType: TJobType;
  actor: AuditActor;
}

/** The goods status desk: one page of the office's jobs of a type with their current step. */
export async function findGoodsStatusDesk(
  { db }: ServiceContext,
  { jobType, actor, query }: DeskCaller & { query: z.output<typeof ZGoodsStatusDeskQuery> | DeskQuery },
): Promise<TPage<TGoodsStatusDeskRow>> {
  const page = await findGoodsStatusDeskPage(db, { ...query, officeCode: actor.officeCode, jobType });
  return {
    rows: page.rows.map((r) => ({
      ...r,
      jobStatus: r.jobStatus as TGoodsStatusDeskRow['jobStatus'],
      currentStep: r.currentStep as TGoodsStatusDeskRow['currentStep'],
      currentStepAt: r.currentStepAt ? r.currentStepAt.toISOString() : null,
    })),
    total: page.total,
  };
}

/**
 * The daily "these jobs arrived": one step with one date on every job, in one transaction, all or
 * none. Jobs are locked in id order (as every multi-job write) and each is held to the rules of a
 * single entry: the first refusal, which names its job, leaves every job as it was.
 */
export async function setGoodsStatusBatch(
  ctx: ServiceContext,
  { jobType, actor, input }: DeskCaller & { input: z.output<typeof ZGoodsStatusBatchRequest> },
) {
  const { jobIds, ...entry } = input;
  await ctx.db.transaction(async (tx) => {
    for (const id of [...jobIds].sort((a, b) => a - b)) {
      const job = await lockJob(tx, { jobType, id, actor });
      await lockHead(tx, job.id);
      await writeEntry(tx, job, { ...entry, hblId: null }, { by: actor.account, source: 'user', correctionReason: '' });
      await refreshHead(tx, job, actor.account);
      await auditGoodsStatus(tx, actor, job, 'goodsStatus.recorded', { ...entry, batch: jobIds.length });
    }
  });
  return { count: jobIds.length, step: labelTexts(GOODS_STATUS_STEPS[entry.step]) };
}
