import { enabledColumn, flagColumn, HEADERS, updatedColumns, words } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { findCountryPage, findPortPage, type PortRow } from './queries';

const PORT_COLUMNS: readonly ExportColumn<PortRow>[] = [
  { header: { en_US: 'UN/LOCODE', zh_CN: 'UN/LOCODE', zh_HK: 'UN/LOCODE' }, width: 10, value: (p) => p.portCode },
  { header: HEADERS.nameEn, width: 28, value: (p) => p.nameEn },
  { header: HEADERS.nameCn, width: 16, value: (p) => p.nameCn },
  { header: { en_US: 'Country', zh_CN: '国家', zh_HK: '國家' }, width: 8, value: (p) => p.countryCode },
  {
    header: { en_US: 'Country name', zh_CN: '国家名称', zh_HK: '國家名稱' },
    width: 28,
    value: (p, locale) => (locale === 'en_US' ? p.countryNameEn : p.countryNameCn),
  },
  flagColumn(words('Sea port', '海港'), 8, (p) => p.isSea),
  { header: { en_US: 'Latitude', zh_CN: '纬度', zh_HK: '緯度' }, width: 10, value: (p) => p.latitude },
  { header: { en_US: 'Longitude', zh_CN: '经度', zh_HK: '經度' }, width: 10, value: (p) => p.longitude },
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
  { header: HEADERS.code, width: 8, value: (c) => c.countryCode },
  { header: HEADERS.nameEn, width: 36, value: (c) => c.nameEn },
  { header: HEADERS.nameCn, width: 20, value: (c) => c.nameCn },
  { header: { en_US: 'Ports', zh_CN: '港口数', zh_HK: '港口數' }, width: 8, value: (c) => c.portCount },
];

export const exportCountries = listExport({
  fileName: 'countries.xlsx',
  sheet: 'Countries',
  columns: COUNTRY_COLUMNS,
  findPage: findCountryPage,
});
