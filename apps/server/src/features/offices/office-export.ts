import { enabledColumn } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { findOfficePage, type OfficeRow } from './queries';

const COLUMNS: readonly ExportColumn<OfficeRow>[] = [
  { header: 'general:columns.code', width: 8, value: (o) => o.officeCode },
  { header: 'administration:entities.company', width: 10, value: (o) => o.companyCode },
  { header: 'general:columns.nameEn', width: 28, value: (o) => o.nameEn },
  { header: 'general:columns.nameCn', width: 20, value: (o) => o.nameCn },
  { header: 'administration:columns.address', width: 40, value: (o) => o.address },
  { header: 'administration:columns.phone', width: 16, value: (o) => o.phone },
  { header: 'finance:fields.localCurrency', width: 8, value: (o) => o.localCurrency },
  {
    header: 'finance:fields.minMargin',
    width: 10,
    value: (o) => (o.minMarginPct === null ? null : Number(o.minMarginPct)),
  },
  { header: 'administration:columns.bankName', width: 28, value: (o) => o.bankName },
  { header: 'administration:columns.bankAccountName', width: 28, value: (o) => o.bankAccountName },
  { header: 'administration:columns.bankAccountNo', width: 22, value: (o) => o.bankAccountNo },
  { header: 'administration:columns.bankSwift', width: 12, value: (o) => o.bankSwift },
  enabledColumn(),
  { header: 'administration:columns.userCount', width: 8, value: (o) => o.userCount },
];

/** The office list as a workbook, filtered and sorted as on the screen. */
export const exportOffices = listExport({
  fileName: 'offices.xlsx',
  sheet: 'Offices',
  columns: COLUMNS,
  findPage: findOfficePage,
});
