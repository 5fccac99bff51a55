import { updatedColumns } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { findVesselPage, type VesselRow } from './queries';

const COLUMNS: readonly ExportColumn<VesselRow>[] = [
  { header: { en_US: 'Vessel', zh_CN: '船名', zh_HK: '船名' }, width: 28, value: (v) => v.vesselName },
  { header: { en_US: 'Lloyd no', zh_CN: '劳氏号', zh_HK: '勞氏號' }, width: 12, value: (v) => v.lloydNo },
  { header: { en_US: 'Flag', zh_CN: '船旗', zh_HK: '船旗' }, width: 8, value: (v) => v.flag },
  {
    header: { en_US: 'Flag state', zh_CN: '船旗国', zh_HK: '船旗國' },
    width: 24,
    value: (v, locale) => (locale !== 'en_US' && v.flagNameCn) || v.flagNameEn,
  },
  ...updatedColumns(),
];

/** spec §3 Vessel Lloyd number, the list as a workbook: filtered and sorted as on the screen. */
export const exportVessels = listExport({
  fileName: 'vessels.xlsx',
  sheet: 'Vessels',
  columns: COLUMNS,
  findPage: findVesselPage,
});
