import { z } from 'zod';
import { calendarDate, text, ZPageQuery, ZVersion } from '../api/paging';
import { JOB_MODES } from '../master/job-field-list';

const cargo = {
  packages: z.number().int().nullable(),
  weightKg: z.string().nullable(),
  volumeCbm: z.string().nullable(),
};

/** A job as the LCL tab lists it: a sub-job of the master, or a candidate to add. */
export const ZLclJob = z.object({
  id: z.number().int(),
  jobNo: z.string(),
  jobMode: z.enum(JOB_MODES),
  customerName: z.string(),
  ...cargo,
  hblNos: z.array(z.string()),
  version: z.number().int(),
});
export type TLclJob = z.infer<typeof ZLclJob>;

/** spec §4 master jobs: the master's totals and version, and the LCL sub-jobs it holds. */
export const ZConsolidation = z.object({
  master: z.object({
    id: z.number().int(),
    jobNo: z.string(),
    jobMode: z.enum(JOB_MODES),
    version: z.number().int(),
    ...cargo,
  }),
  subJobs: z.array(ZLclJob),
});
export type TConsolidation = z.infer<typeof ZConsolidation>;

/** The office's LCL (or HBL-mode) jobs of the master's type that no master holds yet. */
export const ZLclCandidateQuery = ZPageQuery.extend({ keyword: text(60).optional() });

/** Adding or removing a sub-job names the version of the sub-job read: its master is what changes. */
export const ZAddSubJobRequest = z.object({ subJobId: z.number().int().min(1).max(2_147_483_647), version: ZVersion });
export const ZSubJobParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  subJobId: z.coerce.number().int().min(1).max(2_147_483_647),
});
/** Refreshing writes the master's totals: it names the master's version. */
export const ZRefreshConsolidationRequest = z.object({ version: ZVersion });

/** The `/HBLList` screen (spec §2.2): the office's HB/Ls of one job type. */
export const ZHblListQuery = ZPageQuery.extend({
  sortField: z.enum(['hblNo', 'jobNo', 'eta', 'weightKg']).optional(),
  hblNo: text(40).optional(),
  jobNo: text(30).optional(),
  consignee: text(60).optional(),
  releaseMode: text(20).optional(),
  etaFrom: calendarDate.optional(),
  etaTo: calendarDate.optional(),
});

export const ZHblListRow = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  jobNo: z.string(),
  hblNo: z.string(),
  consigneeName: z.string(),
  ...cargo,
  releaseMode: z.string(),
  eta: z.string().nullable(),
  /** The HB/L's version, for a split or combine started from the list. */
  version: z.number().int(),
});
export type THblListRow = z.infer<typeof ZHblListRow>;
