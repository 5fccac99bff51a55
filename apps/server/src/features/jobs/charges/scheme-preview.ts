import { ENTITY_NAMES } from '@apex/shared';
import {
  type JobQuantities,
  lineAmount,
  schemeQuantity,
  type TSchemePreview,
  type ZSchemePreviewRequest,
} from '@apex/shared/finance';
import { addCalendarDays, compareDecimals, utcToday } from '@apex/shared/format';
import type { JOB_PARTY_ROLES, TChargeUnit } from '@apex/shared/master';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { unknownReference } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { findChargeSchemeById, findLinesOfSchemes } from '../../charge-schemes/queries';
import { type JobRef, readJob } from '../access/job-access';
import type { JobRow } from '../access/queries';
import { assertJobMayHoldCharges } from '../bills/consolidation';
import { rateDateOf } from './line-figures';
import { countContainersByType, countOwnHbls, findPartyTerms } from './scheme-preview-queries';

type TJobPartyRole = (typeof JOB_PARTY_ROLES)[number];

/**
 * The job's party a scheme line of a role bills or pays. Carriers are not parties (they have their
 * own master data), and a job names no trucker, warehouse or broker: those lines ask for a party.
 */
const ROLE_PARTY = {
  CUSTOMER: 'customerId',
  SHIPPER: 'shipperId',
  CONSIGNEE: 'consigneeId',
  NOTIFY: 'notifyId',
  OVERSEAS_AGENT: 'overseasAgentId',
  SALES_AGENT: 'salesAgentId',
  POL_AGENT: 'polAgentId',
} as const satisfies Partial<Record<TJobPartyRole, keyof JobRow>>;

const partyOf = (job: JobRow, role: string): number | null =>
  role in ROLE_PARTY ? job[ROLE_PARTY[role as keyof typeof ROLE_PARTY]] : null;

/** What the job counts in for a scheme's units: its HB/Ls, containers by type, weight and volume. */
async function quantitiesOf(db: DbOrTx, job: JobRow): Promise<JobQuantities> {
  const [billCount, containers] = await Promise.all([countOwnHbls(db, job.id), countContainersByType(db, job.id)]);
  return {
    billCount,
    containersByType: Object.fromEntries(containers.map((c) => [c.containerType, c.n])),
    weightKg: job.weightKg,
    volumeCbm: job.volumeCbm,
  };
}

/**
 * Applies a charge scheme to the job for review (issue 17), nothing saved: each line's num from
 * the job's quantities (null where the job has nothing the unit counts), its party from the job's
 * party in the line's role, its due date the job's rate date (or today) plus that party's credit
 * days, its tax rate the charge code's default. The grid adds the lines the user keeps and saves
 * them with its own checks.
 */
export async function previewScheme(
  ctx: ServiceContext,
  { input, ...ref }: JobRef & { input: z.output<typeof ZSchemePreviewRequest> },
): Promise<TSchemePreview> {
  const job = await readJob(ctx.db, ref);
  assertJobMayHoldCharges(job);
  // A disabled scheme, or one of another job type, is none this job can apply.
  const scheme = await findChargeSchemeById(ctx.db, input.schemeId);
  if (!scheme?.enabled || scheme.jobType !== job.jobType)
    throw unknownReference('body.schemeId', ENTITY_NAMES.chargeScheme, String(input.schemeId));
  const [lines, quantities] = await Promise.all([
    findLinesOfSchemes(ctx.db, [input.schemeId]),
    quantitiesOf(ctx.db, job),
  ]);
  const partyIds = [...new Set(lines.map((l) => partyOf(job, l.partyRole)).filter((id) => id !== null))];
  const terms = new Map((await findPartyTerms(ctx.db, partyIds)).map((p) => [p.id, p]));
  const from = rateDateOf(job) ?? utcToday();
  return {
    schemeNo: scheme.schemeNo,
    lines: lines.map((line) => {
      const partyId = partyOf(job, line.partyRole);
      const party = partyId === null ? undefined : terms.get(partyId);
      const num = schemeQuantity(line.unit as TChargeUnit, quantities);
      return {
        side: line.side as 'AR' | 'AP',
        chargeCode: line.chargeCode,
        displayName: line.chargeNameEn,
        unit: line.unit as TChargeUnit,
        currency: line.currency,
        price: line.price,
        num,
        amount: num === null ? null : lineAmount(line.price, num),
        partyRole: line.partyRole,
        partyId,
        partyName: party?.name ?? '',
        taxRate: compareDecimals(line.chargeTaxRate, '0') === 0 ? null : line.chargeTaxRate,
        dueDate: addCalendarDays(from, party?.creditDays ?? 0),
      };
    }),
  };
}
