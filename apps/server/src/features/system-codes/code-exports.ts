import { enabledColumn, flagColumn, nameColumns, updatedColumns } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { type CodeItemRow, findCodeItemPage } from './item-queries';
import { type CodeTypeRow, findCodeTypePage } from './type-queries';

const TYPE_COLUMNS: readonly ExportColumn<CodeTypeRow>[] = [
  { header: 'administration:entities.systemCodeType', width: 18, value: (r) => r.codeType },
  ...nameColumns(),
  flagColumn('administration:columns.locked', 10, (r) => r.locked),
  { header: 'administration:columns.itemCount', width: 8, value: (r) => r.itemCount },
  ...updatedColumns(),
];

const ITEM_COLUMNS: readonly ExportColumn<CodeItemRow>[] = [
  { header: 'administration:entities.systemCodeType', width: 18, value: (r) => r.codeType },
  { header: 'general:columns.code', width: 14, value: (r) => r.code },
  ...nameColumns(),
  { header: 'masterData:columns.sort', width: 8, value: (r) => r.sort },
  enabledColumn(),
  flagColumn('masterData:columns.systemOwned', 8, (r) => r.systemOwned),
  ...updatedColumns(),
];

/** The code types as a workbook, filtered and sorted as on the data-dictionary screen. */
export const exportCodeTypes = listExport({
  fileName: 'code-types.xlsx',
  sheet: 'Code types',
  columns: TYPE_COLUMNS,
  findPage: findCodeTypePage,
});

/** The codes as a workbook, filtered and sorted as on the base-code screen. */
export const exportCodeItems = listExport({
  fileName: 'system-codes.xlsx',
  sheet: 'System codes',
  columns: ITEM_COLUMNS,
  findPage: findCodeItemPage,
});
