import { enabledColumn, HEADERS } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { findOfficePage, type OfficeRow } from './queries';

const COLUMNS: readonly ExportColumn<OfficeRow>[] = [
  { header: HEADERS.code, width: 8, value: (o) => o.officeCode },
  { header: { en_US: 'Company', zh_CN: '公司', zh_HK: '公司' }, width: 10, value: (o) => o.companyCode },
  { header: HEADERS.nameEn, width: 28, value: (o) => o.nameEn },
  { header: HEADERS.nameCn, width: 20, value: (o) => o.nameCn },
  { header: { en_US: 'Address', zh_CN: '地址', zh_HK: '地址' }, width: 40, value: (o) => o.address },
  { header: { en_US: 'Phone', zh_CN: '电话', zh_HK: '電話' }, width: 16, value: (o) => o.phone },
  enabledColumn(),
  { header: { en_US: 'Users', zh_CN: '用户数', zh_HK: '用戶數' }, width: 8, value: (o) => o.userCount },
];

/** The office list as a workbook, filtered and sorted as on the screen. */
export const exportOffices = listExport({
  fileName: 'offices.xlsx',
  sheet: 'Offices',
  columns: COLUMNS,
  findPage: findOfficePage,
});
