import type { TJobType } from '@apex/shared/jobs';
import { routeQueryKey } from '../../../kit/list/route-query-key';
import { jobApi } from '../job-api';

/**
 * The query key of one job's general part: the card's header and its general tab share it. Keyed by
 * its route, so a write to a part of the job (its path under the job's) makes it stale
 * (`isStaleAfter`): customs, warehouse and trucking write the job's own columns in the same save.
 */
export const jobQueryKey = (jobType: TJobType, jobId: number) => routeQueryKey(jobApi(jobType).card.get, { id: jobId });
