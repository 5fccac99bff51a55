import { API } from '@apex/shared';
import type { TJobType } from '@apex/shared/master';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { LOOKUP_STALE_MS } from '../common/admin-lookups';

/**
 * The enabled charge codes a job of `jobType` may use (spec §5), for a scheme's lines: one page of
 * the API's largest size, which a forwarder's code list stays well within.
 */
export function useChargeCodesFor(jobType: TJobType | undefined) {
  return (
    useQuery({
      queryKey: ['chargeCodes', 'lookup', jobType],
      queryFn: () =>
        call(
          API.chargeCodes.list,
          { query: { page: 1, pageSize: 200, jobType, enabled: 'true', sortField: 'code' } },
          { isStopError: true },
        ),
      enabled: jobType !== undefined,
      staleTime: LOOKUP_STALE_MS,
    }).data?.rows ?? []
  );
}
