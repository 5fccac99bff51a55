import { flagColumn, updatedColumns } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { type CarrierRow, findCarrierPage } from './queries';

const COLUMNS: readonly ExportColumn<CarrierRow>[] = [
  { header: 'masterData:columns.scac', width: 8, value: (c) => c.scac },
  { header: 'general:columns.nameEn', width: 32, value: (c) => c.nameEn },
  { header: 'general:columns.nameCn', width: 20, value: (c) => c.nameCn },
  flagColumn('masterData:columns.blacklist', 10, (c) => c.blacklisted),
  {
    header: 'masterData:columns.reason',
    width: 40,
    value: (c) => c.blacklistReason,
  },
  ...updatedColumns(),
];

/** The carrier list as a workbook, filtered and sorted as on the screen. */
export const exportCarriers = listExport({
  fileName: 'carriers.xlsx',
  sheet: 'Carriers',
  columns: COLUMNS,
  findPage: findCarrierPage,
});
