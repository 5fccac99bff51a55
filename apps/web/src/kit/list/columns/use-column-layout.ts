import { API } from '@apex/shared';
import type { TGridColumns } from '@apex/shared/common';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { type ColumnSetting, keyOf, type LaidColumn, layoutToSave, shownKeys, widthOf } from './column-layout';

const KEY = ['preferences', 'columnsFilter'];
/** The last save started: an earlier save's answer, arriving after it, would undo it on screen. */
let lastSave = 0;

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
  /**
   * Saves which columns show, with the widths just changed; the other widths stay as they were.
   * The grid follows at once; a refused save puts the layout back. The first read of the layouts,
   * still on its way, is cancelled: answering after the click, it put the unticked column back
   * (issue 16: the goods list's column chooser "did not change its state").
   */
  const save = async (visible: readonly string[], changed: Readonly<Record<string, number>> = {}) => {
    const layout = {
      tableKey: tableKey ?? '',
      columns: layoutToSave(columns, visible, (c) => changed[keyOf(c)] ?? widthOf(c, saved)),
    };
    const mine = ++lastSave;
    const before = queryClient.getQueryData<TGridColumns[]>(KEY);
    const next = [...(before ?? []).filter((l) => l.tableKey !== tableKey), layout];
    // At once, in the click's own render (a checkbox that flips a moment later reads as unchanged);
    // again after the cancel, which puts back what the read found before it started.
    queryClient.setQueryData(KEY, next);
    await queryClient.cancelQueries({ queryKey: KEY });
    queryClient.setQueryData(KEY, next);
    try {
      const answer = await call(API.preferences.columnsFilter, { body: layout }, { isStopError: true });
      if (mine === lastSave) queryClient.setQueryData(KEY, answer);
    } catch {
      if (mine === lastSave) queryClient.setQueryData(KEY, before);
    }
  };
  return { saved, shown: shownKeys(columns, saved), save };
}
