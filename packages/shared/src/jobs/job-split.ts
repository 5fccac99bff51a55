import { z } from 'zod';
import { ZVersion } from '../api/paging';
import { jobGeneralFields } from './job';

const { packages, weightKg, volumeCbm, consignee } = jobGeneralFields;

/**
 * One delivery of a job's cargo (`/OceanImport/dosplit`): its packages, weight and volume, and the
 * consignee it goes to when that is not the job's own; each checked as the job's own field is.
 */
export const ZJobSplitPart = z.object({ packages, weightKg, volumeCbm, consignee });
export type TJobSplitPart = z.input<typeof ZJobSplitPart>;

/**
 * Splits a job into several: the first part stays on the job, each other becomes a new job of the
 * same shipment (a copy of its general part with a new job no). The parts add up exactly to the
 * job's cargo; the version guards the totals the user split.
 */
export const ZSplitJobRequest = z.object({
  version: ZVersion,
  parts: z.array(ZJobSplitPart).min(2).max(20),
});
export type TSplitJobRequest = z.input<typeof ZSplitJobRequest>;

/** The jobs the cargo is on after a split, the original first. */
export const ZSplitJobResult = z.array(z.object({ id: z.number().int(), jobNo: z.string() }));
export type TSplitJobResult = z.infer<typeof ZSplitJobResult>;
