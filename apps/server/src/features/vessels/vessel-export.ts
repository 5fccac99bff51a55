import { updatedColumns } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { findVesselPage, type VesselRow } from './queries';

const COLUMNS: readonly ExportColumn<VesselRow>[] = [
  { header: 'masterData:columns.vesselName', width: 28, value: (v) => v.vesselName },
  { header: 'masterData:columns.lloydNo', width: 12, value: (v) => v.lloydNo },
  { header: 'masterData:columns.flag', width: 8, value: (v) => v.flag },
  {
    header: 'masterData:columns.flagState',
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
