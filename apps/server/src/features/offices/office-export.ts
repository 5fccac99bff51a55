import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { findOfficePage, type OfficeRow } from './queries';

const COLUMNS: readonly ExportColumn<OfficeRow>[] = [
  { header: { en_US: 'Code', zh_CN: '代码', zh_HK: '代碼' }, width: 8, value: (o) => o.officeCode },
  { header: { en_US: 'Company', zh_CN: '公司', zh_HK: '公司' }, width: 10, value: (o) => o.companyCode },
  { header: { en_US: 'Name (English)', zh_CN: '英文名称', zh_HK: '英文名稱' }, width: 28, value: (o) => o.nameEn },
  { header: { en_US: 'Name (Chinese)', zh_CN: '中文名称', zh_HK: '中文名稱' }, width: 20, value: (o) => o.nameCn },
  { header: { en_US: 'Address', zh_CN: '地址', zh_HK: '地址' }, width: 40, value: (o) => o.address },
  { header: { en_US: 'Phone', zh_CN: '电话', zh_HK: '電話' }, width: 16, value: (o) => o.phone },
  {
    header: { en_US: 'Enabled', zh_CN: '启用', zh_HK: '啟用' },
    width: 8,
    value: (o) => o.enabled,
  },
  { header: { en_US: 'Users', zh_CN: '用户数', zh_HK: '用戶數' }, width: 8, value: (o) => o.userCount },
];

/** The office list as a workbook, filtered and sorted as on the screen. */
export const exportOffices = listExport({
  fileName: 'offices.xlsx',
  sheet: 'Offices',
  columns: COLUMNS,
  findPage: findOfficePage,
});
