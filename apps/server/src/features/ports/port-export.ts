import { enabledColumn, flagColumn, updatedColumns } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { findCountryPage, findPortPage, type PortRow } from './queries';

const PORT_COLUMNS: readonly ExportColumn<PortRow>[] = [
  { header: 'masterData:columns.unLocode', width: 10, value: (p) => p.portCode },
  { header: 'general:columns.nameEn', width: 28, value: (p) => p.nameEn },
  { header: 'general:columns.nameCn', width: 16, value: (p) => p.nameCn },
  { header: 'masterData:entities.country', width: 8, value: (p) => p.countryCode },
  {
    header: 'masterData:columns.countryName',
    width: 28,
    value: (p, locale) => (locale === 'en_US' ? p.countryNameEn : p.countryNameCn),
  },
  flagColumn('masterData:columns.seaPort', 8, (p) => p.isSea),
  { header: 'masterData:columns.latitude', width: 10, value: (p) => p.latitude },
  { header: 'masterData:columns.longitude', width: 10, value: (p) => p.longitude },
  enabledColumn(),
  ...updatedColumns(),
];

/** The port list as a workbook, filtered and sorted as on the screen. */
export const exportPorts = listExport({
  fileName: 'ports.xlsx',
  sheet: 'Ports',
  columns: PORT_COLUMNS,
  findPage: findPortPage,
});

type CountryRow = Awaited<ReturnType<typeof findCountryPage>>['rows'][number];
const COUNTRY_COLUMNS: readonly ExportColumn<CountryRow>[] = [
  { header: 'general:columns.code', width: 8, value: (c) => c.countryCode },
  { header: 'general:columns.nameEn', width: 36, value: (c) => c.nameEn },
  { header: 'general:columns.nameCn', width: 20, value: (c) => c.nameCn },
  { header: 'masterData:columns.portCount', width: 8, value: (c) => c.portCount },
];

export const exportCountries = listExport({
  fileName: 'countries.xlsx',
  sheet: 'Countries',
  columns: COUNTRY_COLUMNS,
  findPage: findCountryPage,
});
