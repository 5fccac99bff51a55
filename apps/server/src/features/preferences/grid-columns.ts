import { type TColumnsFilterRequest, type TGridColumns, ZGridColumns } from '@apex/shared/common';
import type { ServiceContext } from '../../platform/service-context';
import { deleteGridColumnSetting, findGridColumnSettings, upsertGridColumnSetting } from './queries';

/**
 * spec §7 JobList/GetColumnsFilter: the client keeps the answer under production.apexTable.columnsFilter
 * (spec §3). With a table key and columns it first saves that grid's layout; an empty column list
 * forgets it. Like favourites, a user's own view setting: no operation-log entry.
 */
export function saveAndFindGridColumns(
  { db }: ServiceContext,
  userId: number,
  { tableKey, columns }: TColumnsFilterRequest,
): Promise<TGridColumns[]> {
  return db.transaction(async (tx) => {
    if (tableKey && columns?.length) await upsertGridColumnSetting(tx, userId, { tableKey, columns });
    else if (tableKey && columns) await deleteGridColumnSetting(tx, userId, tableKey);
    const rows = await findGridColumnSettings(tx, userId);
    // A layout saved before a column rule tightened is left out rather than failing the whole
    // answer; that grid shows its default columns until the user arranges it again.
    return rows.flatMap((row) => {
      const parsed = ZGridColumns.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    });
  });
}
