import { apportion, type TApportionPreview, type ZApportionRequest, ZChargeLineInput } from '@apex/shared/finance';
import { compareDecimals } from '@apex/shared/format';
import { chargeableWeight } from '@apex/shared/jobs';
import { labelTexts } from '@apex/shared/labels';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import { writeAudit } from '../../../platform/audit/audit-log';
import { AppError } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { lockJob, readJob } from '../access/job-access';
import { bumpPartVersion, findPartVersion, type JobRow } from '../access/queries';
import { isMaster } from '../bills/bill-scope';
import { findSubJobs } from './apportionment-queries';
import { insertChargeLines, nextChargeLineNo } from './charge-queries';
import type { ChargesCaller } from './charges';
import { refreshJobMoney } from './job-money';
import { findOfficeMoneySettings } from './job-money-queries';
import { chargeLineRow, type LineInput, rateBook } from './line-figures';
import { checkLineReferences } from './line-references';

type ApportionInput = z.output<typeof ZApportionRequest>;

/** What a sub-job weighs for each basis; null or 0 is "no weight" (spec §5: the weight is required). */
function weightOf(basis: ApportionInput['basis'], job: JobRow): string | null {
  switch (basis) {
    case 'WEIGHT':
      return job.weightKg;
    case 'VOLUME':
      return job.volumeCbm;
    case 'CHARGEABLE':
      return job.weightKg === null && job.volumeCbm === null ? null : chargeableWeight(job.weightKg, job.volumeCbm);
    case 'AMOUNT':
      return job.arLocal;
  }
}

/** What a sub-job lacks, named in the refusal. */
const MISSING = {
  WEIGHT: 'jobs:fields.weightKg',
  VOLUME: 'jobs:fields.volumeCbm',
  CHARGEABLE: 'jobs:fields.weightKg',
  AMOUNT: 'finance:fields.ar',
} as const;

/**
 * Each sub-job's share of the amount (issue 17 apportionment), in proportion to its weight for the
 * basis; the cents rounding leaves go to one share so the shares add up exactly (`apportion`).
 */
function sharesOf(master: JobRow, subJobs: JobRow[], input: ApportionInput): TApportionPreview {
  if (!isMaster(master) || subJobs.length === 0) throw new AppError(409, 'charge.apportionNotMaster');
  const weights = subJobs.map((sub) => {
    const weight = weightOf(input.basis, sub);
    if (weight === null || compareDecimals(weight, '0') <= 0)
      throw new AppError(409, 'charge.apportionWeightRequired', {
        jobNo: sub.jobNo,
        basis: labelTexts(MISSING[input.basis]),
      });
    return weight;
  });
  const amounts = apportion(input.amount, weights);
  return {
    basis: input.basis,
    shares: subJobs.map((sub, i) => ({ jobId: sub.id, jobNo: sub.jobNo, weight: weights[i]!, amount: amounts[i]! })),
  };
}

/** The shares, for review; nothing is saved. */
export async function previewApportionment(
  ctx: ServiceContext,
  { input, companyType: _, ...ref }: ChargesCaller & { input: ApportionInput },
): Promise<TApportionPreview> {
  const master = await readJob(ctx.db, ref);
  return sharesOf(master, await findSubJobs(ctx.db, master.id, { lock: false }), input);
}

/** The line a share becomes on its sub-job: one shipment at the share's price, the rest as a new line's. */
const shareLine = (input: ApportionInput, amount: string): LineInput =>
  ZChargeLineInput.parse({
    side: input.side,
    chargeCode: input.chargeCode,
    displayName: input.displayName,
    partyId: input.partyId,
    currency: input.currency,
    ppCc: input.ppCc,
    unit: 'SHPT',
    num: '1',
    price: amount,
    dueDate: input.dueDate,
  });

/** Who adds the shares, and what every share line shares: the master and the checked charge code. */
type ShareCaller = ChargesCaller & { masterId: number; chargeCodeId: number };

/** A share added to its sub-job as the grid's save would, with its own rates on the sub-job's rate date. */
async function addShare(tx: Tx, sub: JobRow, line: LineInput, caller: ShareCaller) {
  if (sub.reviewStatus === 'REVIEWED') throw new AppError(409, 'charge.reviewedLocked');
  const office = await findOfficeMoneySettings(tx, sub.officeCode);
  const row = await chargeLineRow(
    rateBook(tx, sub, office.localCurrency),
    { at: 'body', line },
    {
      jobId: sub.id,
      lineNo: await nextChargeLineNo(tx, sub.id),
      chargeCodeId: caller.chargeCodeId,
      companyType: caller.companyType,
      by: caller.actor.account,
    },
  );
  await insertChargeLines(tx, [{ ...row, apportionedFromJobId: caller.masterId }]);
  // The sub-job's charges tab read before this is now stale, as after a save of its own.
  const version = await findPartVersion(tx, sub.id, 'charges');
  await bumpPartVersion(tx, sub.id, 'charges', Boolean(version), caller.actor.account);
  await refreshJobMoney(tx, sub.id);
}

/**
 * Spreads a consolidation's cost (or charge) onto its sub-jobs in one transaction: the master
 * locked first, then its sub-jobs in id order; one line per sub-job, each checked as a saved line
 * is (spec §5 codes, party, currency, rates); each sub-job's money status refreshed; one operation
 * log row on the master.
 */
export async function apportionCost(
  ctx: ServiceContext,
  { input, ...caller }: ChargesCaller & { input: ApportionInput },
): Promise<TApportionPreview> {
  return ctx.db.transaction(async (tx) => {
    const master = await lockJob(tx, caller);
    const subJobs = await findSubJobs(tx, master.id, { lock: true });
    const preview = sharesOf(master, subJobs, input);
    // The sub-jobs are of the master's type: the charge code, party and currency are checked once.
    const codeIds = await checkLineReferences(tx, master, [{ at: 'body', line: shareLine(input, input.amount) }]);
    const shareCaller = { ...caller, masterId: master.id, chargeCodeId: codeIds.get(input.chargeCode)! };
    for (const [i, sub] of subJobs.entries())
      await addShare(tx, sub, shareLine(input, preview.shares[i]!.amount), shareCaller);
    await writeAudit(tx, caller.actor, {
      action: 'job.costApportioned',
      entity: 'job',
      entityId: master.id,
      key: master.jobNo,
      detail: {
        jobNo: master.jobNo,
        chargeCode: input.chargeCode,
        currency: input.currency,
        amount: input.amount,
        basis: input.basis,
        shares: preview.shares.map(({ jobNo, amount }) => ({ jobNo, amount })),
      },
    });
    return preview;
  });
}
