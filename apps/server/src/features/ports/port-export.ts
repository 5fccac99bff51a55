import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { findCountryPage, findPortPage, type PortRow } from './queries';

const YES = { en_US: 'Yes', zh_CN: '是', zh_HK: '是' } as const;
const yes = (flag: boolean, locale: keyof typeof YES) => (flag ? YES[locale] : '');

const CODE = { en_US: 'Code', zh_CN: '代码', zh_HK: '代碼' } as const;
const NAME_EN = { en_US: 'Name (English)', zh_CN: '英文名称', zh_HK: '英文名稱' } as const;
const NAME_CN = { en_US: 'Name (Chinese)', zh_CN: '中文名称', zh_HK: '中文名稱' } as const;

const PORT_COLUMNS: readonly ExportColumn<PortRow>[] = [
  { header: { en_US: 'UN/LOCODE', zh_CN: 'UN/LOCODE', zh_HK: 'UN/LOCODE' }, width: 10, value: (p) => p.portCode },
  { header: NAME_EN, width: 28, value: (p) => p.nameEn },
  { header: NAME_CN, width: 16, value: (p) => p.nameCn },
  { header: { en_US: 'Country', zh_CN: '国家', zh_HK: '國家' }, width: 8, value: (p) => p.countryCode },
  {
    header: { en_US: 'Country name', zh_CN: '国家名称', zh_HK: '國家名稱' },
    width: 28,
    value: (p, locale) => (locale === 'en_US' ? p.countryNameEn : p.countryNameCn),
  },
  { header: { en_US: 'Sea port', zh_CN: '海港', zh_HK: '海港' }, width: 8, value: (p, l) => yes(p.isSea, l) },
  { header: { en_US: 'Latitude', zh_CN: '纬度', zh_HK: '緯度' }, width: 10, value: (p) => p.latitude },
  { header: { en_US: 'Longitude', zh_CN: '经度', zh_HK: '經度' }, width: 10, value: (p) => p.longitude },
  { header: { en_US: 'Enabled', zh_CN: '启用', zh_HK: '啟用' }, width: 8, value: (p, l) => yes(p.enabled, l) },
  { header: { en_US: 'Updated by', zh_CN: '更新人', zh_HK: '更新人' }, width: 14, value: (p) => p.updatedBy },
  { header: { en_US: 'Updated', zh_CN: '更新时间', zh_HK: '更新時間' }, width: 20, value: (p) => p.updatedAt },
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
  { header: CODE, width: 8, value: (c) => c.countryCode },
  { header: NAME_EN, width: 36, value: (c) => c.nameEn },
  { header: NAME_CN, width: 20, value: (c) => c.nameCn },
  { header: { en_US: 'Ports', zh_CN: '港口数', zh_HK: '港口數' }, width: 8, value: (c) => c.portCount },
];

export const exportCountries = listExport({
  fileName: 'countries.xlsx',
  sheet: 'Countries',
  columns: COUNTRY_COLUMNS,
  findPage: findCountryPage,
});
