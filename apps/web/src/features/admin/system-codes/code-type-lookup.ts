import { API } from '@apex/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { LOOKUP_STALE_MS } from '../common/admin-lookups';

/**
 * Every code type (a few dozen; one list page of 200 holds them), for the type filter and the new
 * code's type. Keyed under the types' tag, so saving a type reloads it.
 */
export const useCodeTypeLookup = () =>
  useQuery({
    queryKey: [API.systemCodeTypes.list.tag, 'lookup'],
    queryFn: () =>
      call(
        API.systemCodeTypes.list,
        { query: { page: 1, pageSize: 200, sortField: 'codeType' } },
        { isStopError: true },
      ),
    staleTime: LOOKUP_STALE_MS,
  }).data?.rows ?? [];
