import { ENTITY_NAMES } from '@apex/shared';
import type { THblDraft, TJobType } from '@apex/shared/jobs';
import type { Tx } from '../../../db/client';
import type { AuditActor } from '../../../platform/audit/audit-log';
import { notFound } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { proposeHblNumber, takeHblNumberIfProposed } from '../../job-number-rules/next-hbl-number';
import { findOfficeId } from '../../job-number-rules/queries';
import { getJob } from '../card/jobs';

/** The office's day: numbers carry the date they are given on, as job numbers do. */
const today = () => new Date().toISOString().slice(0, 10);

async function officeIdOf(db: ServiceContext['db'] | Tx, officeCode: string) {
  const id = await findOfficeId(db, officeCode);
  if (id === undefined) throw notFound(ENTITY_NAMES.office, officeCode);
  return id;
}

/**
 * A new HB/L starts as its job (issue 16): the house bill of a job is mostly the job's own parties
 * and cargo, so the operator corrects what differs instead of typing it all again; its number is
 * the office's HB/L rule's next one.
 */
export async function draftHbl(
  ctx: ServiceContext,
  { jobType, id, actor }: { jobType: TJobType; id: number; actor: AuditActor },
): Promise<THblDraft> {
  const job = await getJob(ctx, jobType, id, actor);
  const party = (field: 'shipper' | 'consignee' | 'notify') => job.parties[field];
  return {
    hblNo: await proposeHblNumber(ctx.db, await officeIdOf(ctx.db, job.officeCode), jobType, today()),
    shipper: job.shipper,
    consignee: job.consignee,
    notify: job.notify,
    shipperName: party('shipper')?.nameEn ?? '',
    consigneeName: party('consignee')?.nameEn ?? '',
    notifyName: party('notify')?.nameEn ?? '',
    packages: job.packages,
    packageType: job.packageType,
    marks: job.marks,
    goodsName: job.goodsDescription,
    weightKg: job.weightKg,
    volumeCbm: job.volumeCbm,
  };
}

/** An HB/L saved with the number it was offered uses that number up (see takeHblNumberIfProposed). */
export async function takeProposedHblNumber(tx: Tx, job: { officeCode: string; jobType: string }, hblNo: string) {
  const officeId = await officeIdOf(tx, job.officeCode);
  await takeHblNumberIfProposed(tx, { officeId, jobType: job.jobType as TJobType, date: today(), hblNo });
}
