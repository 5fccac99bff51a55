import { z } from 'zod';
import { ZIdParams } from '../api/paging';
import { defineRoute, FILE_RESPONSE, needs } from '../api/route';
import { jobRouteBase } from '../jobs/job-route-base';
import type { TJobType } from '../jobs/job-types';
import { ZPrintRecord, ZPrintRequest } from './print-records';

/** At most this many jobs in one batch print: a day's sailings of an office, not its whole list. */
export const HBL_BATCH_MAX_JOBS = 200;

export const ZHblBatchRequest = z.object({
  jobIds: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(HBL_BATCH_MAX_JOBS),
  /** An original is issued one HB/L at a time, with its record; a batch prints drafts and copies. */
  variant: z.enum(['DRAFT', 'COPY', 'NON_NEGOTIABLE']).default('DRAFT'),
});

/**
 * One progress line of a batch print (NDJSON, `{ "progress": … }`): the HB/Ls printed so far of
 * the total, and the PDF's bytes written since the line before, in base64. The envelope closes it.
 */
export const ZHblBatchProgress = z.object({ done: z.number().int(), total: z.number().int(), pdf: z.string() });
export type THblBatchProgress = z.infer<typeof ZHblBatchProgress>;

const ZHblBatchPrinted = z.object({ fileName: z.string(), documents: z.number().int() });

/**
 * A job's printed documents (issue 18): print one (a PDF to preview, recorded), its print history,
 * and the HB/Ls of selected jobs as one PDF. `/document/print` and the job type's view permission;
 * the job must be of the session's office (404).
 */
export function documentRoutes(jobType: TJobType) {
  const { jobs, one, name, view } = jobRouteBase(jobType);
  const access = needs('/document/print', view);
  const tag = `${name} documents`;
  return {
    print: defineRoute({
      method: 'POST',
      path: `${one}/documents/print`,
      access,
      summary: 'Prints a document of the job as a PDF (inline) and records the print; an original HB/L is issued once',
      tag,
      params: ZIdParams,
      body: ZPrintRequest,
      response: FILE_RESPONSE,
    }),
    prints: defineRoute({
      method: 'GET',
      path: `${one}/documents/prints`,
      access,
      summary: "The job's print history, newest first",
      tag,
      params: ZIdParams,
      response: z.array(ZPrintRecord),
    }),
    hblBatch: defineRoute({
      method: 'POST',
      path: `${jobs}/documents/hbl-batch`,
      access,
      summary: 'The HB/Ls of the selected jobs as one PDF, streamed as NDJSON progress lines (jobs done, PDF bytes)',
      tag,
      body: ZHblBatchRequest,
      response: ZHblBatchPrinted,
    }),
  };
}
