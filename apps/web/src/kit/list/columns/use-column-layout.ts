import { API } from '@apex/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { type ColumnSetting, keyOf, type LaidColumn, layoutToSave, shownKeys, widthOf } from './column-layout';

const KEY = ['preferences', 'columnsFilter'];

/**
 * A grid's column layout as the user saved it (spec §7 GetColumnsFilter): which columns show and
 * how wide, on the server, for every browser. All of the user's layouts come in one call, read
 * once; `tableKey` names the grid (`jobList.OE`). Without one, the layout is the columns' own.
 */
export function useColumnLayout(tableKey: string | undefined, columns: readonly LaidColumn[]) {
  const queryClient = useQueryClient();
  const layouts = useQuery({
    queryKey: KEY,
    queryFn: () => call(API.preferences.columnsFilter, { body: {} }, { isStopError: true }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: tableKey !== undefined,
  }).data;
  const saved: ColumnSetting[] | undefined = layouts?.find((l) => l.tableKey === tableKey)?.columns;
  /** Saves which columns show, with the widths just changed; the other widths stay as they were. */
  const save = async (visible: readonly string[], changed: Readonly<Record<string, number>> = {}) => {
    const columnsToSave = layoutToSave(columns, visible, (c) => changed[keyOf(c)] ?? widthOf(c, saved));
    const all = await call(
      API.preferences.columnsFilter,
      { body: { tableKey, columns: columnsToSave } },
      { isStopError: true },
    );
    queryClient.setQueryData(KEY, all);
  };
  return { saved, shown: shownKeys(columns, saved), save };
}
