import { flagColumn, HEADERS, updatedColumns, words } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { type CarrierRow, findCarrierPage } from './queries';

const COLUMNS: readonly ExportColumn<CarrierRow>[] = [
  { header: { en_US: 'SCAC', zh_CN: 'SCAC', zh_HK: 'SCAC' }, width: 8, value: (c) => c.scac },
  { header: HEADERS.nameEn, width: 32, value: (c) => c.nameEn },
  { header: HEADERS.nameCn, width: 20, value: (c) => c.nameCn },
  flagColumn(words('Blacklist', '黑名单', '黑名單'), 10, (c) => c.blacklisted),
  {
    header: { en_US: 'Reason', zh_CN: '原因', zh_HK: '原因' },
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
