import { z } from 'zod';
import { ZIdParams, ZVersion } from '../api/paging';
import { defineRoute, needs } from '../api/route';
import { jobRouteBase } from '../jobs/job-route-base';
import type { TJobType } from '../jobs/job-types';
import { ZEtaSlip } from './eta-slip';

/**
 * A job's open ETA slip (the carrier's arrival later than the job's ETA beyond the threshold), and
 * the one click that brings the job's ETA to the carrier's. Reading it is reading tracking.
 */
export function jobEtaSlipRoutes(jobType: TJobType) {
  const { one, view, edit, tag } = jobRouteBase(jobType);
  return {
    get: defineRoute({
      method: 'GET',
      path: `${one}/tracking/eta-slip`,
      access: needs('/tracking/view', view),
      summary: "The job's open ETA slip, or null",
      tag,
      params: ZIdParams,
      response: ZEtaSlip.nullable(),
    }),
    updateEta: defineRoute({
      method: 'POST',
      path: `${one}/tracking/eta-slip/update-eta`,
      access: needs('/tracking/view', edit),
      summary:
        "Sets the job's ETA (and ATA once actual) to the carrier's arrival, at the job's version, and closes the slip",
      tag,
      params: ZIdParams,
      body: z.object({ version: ZVersion }),
      response: z.null(),
    }),
  };
}
