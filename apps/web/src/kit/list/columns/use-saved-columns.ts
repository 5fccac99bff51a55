import { API } from '@apex/shared';
import type { TGridColumns } from '@apex/shared/common';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';

const KEY = ['preferences', 'columnsFilter'];

/**
 * A grid's column layout as the user saved it (spec §7 GetColumnsFilter): which columns show and
 * how wide. `save` stores the layout for the user, on the server, for every browser.
 */
export function useSavedColumns(tableKey: string) {
  const queryClient = useQueryClient();
  const layouts = useQuery({
    queryKey: KEY,
    queryFn: () => call(API.preferences.columnsFilter, { body: {} }, { isStopError: true }),
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
  const saved = layouts?.find((l) => l.tableKey === tableKey)?.columns;
  const save = async (columns: TGridColumns['columns']) => {
    const all = await call(API.preferences.columnsFilter, { body: { tableKey, columns } }, { isStopError: true });
    queryClient.setQueryData(KEY, all);
  };
  return { saved, save };
}
