import {
  enabledColumn,
  flagColumn,
  HEADERS,
  nameColumns,
  updatedColumns,
  words,
} from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { type CodeItemRow, findCodeItemPage } from './item-queries';
import { type CodeTypeRow, findCodeTypePage } from './type-queries';

const TYPE_COLUMNS: readonly ExportColumn<CodeTypeRow>[] = [
  { header: words('Code type', '代码类型', '代碼類型'), width: 18, value: (r) => r.codeType },
  ...nameColumns(),
  flagColumn(words('Locked', '系统锁定', '系統鎖定'), 10, (r) => r.locked),
  { header: words('Items', '代码数', '代碼數'), width: 8, value: (r) => r.itemCount },
  ...updatedColumns(),
];

const ITEM_COLUMNS: readonly ExportColumn<CodeItemRow>[] = [
  { header: words('Code type', '代码类型', '代碼類型'), width: 18, value: (r) => r.codeType },
  { header: HEADERS.code, width: 14, value: (r) => r.code },
  ...nameColumns(),
  { header: words('Sort', '排序'), width: 8, value: (r) => r.sort },
  enabledColumn(),
  flagColumn(words('System', '系统内置', '系統內置'), 8, (r) => r.systemOwned),
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
