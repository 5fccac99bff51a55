import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { type CarrierRow, findCarrierPage } from './queries';

const YES = { en_US: 'Yes', zh_CN: '是', zh_HK: '是' } as const;

const COLUMNS: readonly ExportColumn<CarrierRow>[] = [
  { header: { en_US: 'SCAC', zh_CN: 'SCAC', zh_HK: 'SCAC' }, width: 8, value: (c) => c.scac },
  { header: { en_US: 'Name (English)', zh_CN: '英文名称', zh_HK: '英文名稱' }, width: 32, value: (c) => c.nameEn },
  { header: { en_US: 'Name (Chinese)', zh_CN: '中文名称', zh_HK: '中文名稱' }, width: 20, value: (c) => c.nameCn },
  {
    header: { en_US: 'Blacklist', zh_CN: '黑名单', zh_HK: '黑名單' },
    width: 10,
    value: (c, locale) => (c.blacklisted ? YES[locale] : ''),
  },
  {
    header: { en_US: 'Reason', zh_CN: '原因', zh_HK: '原因' },
    width: 40,
    value: (c) => c.blacklistReason,
  },
  { header: { en_US: 'Updated by', zh_CN: '更新人', zh_HK: '更新人' }, width: 14, value: (c) => c.updatedBy },
  { header: { en_US: 'Updated', zh_CN: '更新时间', zh_HK: '更新時間' }, width: 20, value: (c) => c.updatedAt },
];

/** The carrier list as a workbook, filtered and sorted as on the screen. */
export const exportCarriers = listExport({
  fileName: 'carriers.xlsx',
  sheet: 'Carriers',
  columns: COLUMNS,
  findPage: findCarrierPage,
});
