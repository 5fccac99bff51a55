import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { type CurrencyRow, findCurrencyPage, findRatePage, type RateRow } from './queries';

const UPDATED_BY = { en_US: 'Updated by', zh_CN: '更新人', zh_HK: '更新人' } as const;
const UPDATED = { en_US: 'Updated', zh_CN: '更新时间', zh_HK: '更新時間' } as const;
const YES = { en_US: 'Yes', zh_CN: '是', zh_HK: '是' } as const;

const CURRENCY_COLUMNS: readonly ExportColumn<CurrencyRow>[] = [
  { header: { en_US: 'Code', zh_CN: '代码', zh_HK: '代碼' }, width: 8, value: (c) => c.currencyCode },
  { header: { en_US: 'Name (English)', zh_CN: '英文名称', zh_HK: '英文名稱' }, width: 30, value: (c) => c.nameEn },
  { header: { en_US: 'Name (Chinese)', zh_CN: '中文名称', zh_HK: '中文名稱' }, width: 16, value: (c) => c.nameCn },
  { header: { en_US: 'Decimals', zh_CN: '小数位', zh_HK: '小數位' }, width: 8, value: (c) => c.decimals },
  { header: { en_US: 'Enabled', zh_CN: '启用', zh_HK: '啟用' }, width: 8, value: (c, l) => (c.enabled ? YES[l] : '') },
  { header: UPDATED_BY, width: 14, value: (c) => c.updatedBy },
  { header: UPDATED, width: 20, value: (c) => c.updatedAt },
];

export const exportCurrencies = listExport({
  fileName: 'currencies.xlsx',
  sheet: 'Currencies',
  columns: CURRENCY_COLUMNS,
  findPage: findCurrencyPage,
});

const RATE_COLUMNS: readonly ExportColumn<RateRow>[] = [
  { header: { en_US: 'Office', zh_CN: '办公室', zh_HK: '辦事處' }, width: 8, value: (r) => r.officeCode },
  { header: { en_US: 'From', zh_CN: '原币', zh_HK: '原幣' }, width: 8, value: (r) => r.fromCurrency },
  { header: { en_US: 'To', zh_CN: '目标币', zh_HK: '目標幣' }, width: 8, value: (r) => r.toCurrency },
  // Written as text: a spreadsheet number is a float, and would round a rate of eight decimals.
  { header: { en_US: 'Rate', zh_CN: '汇率', zh_HK: '匯率' }, width: 16, value: (r) => r.rate },
  {
    header: { en_US: 'Effective date', zh_CN: '生效日期', zh_HK: '生效日期' },
    width: 12,
    value: (r) => r.effectiveDate,
  },
  { header: UPDATED_BY, width: 14, value: (r) => r.updatedBy },
  { header: UPDATED, width: 20, value: (r) => r.updatedAt },
];

export const exportRates = listExport({
  fileName: 'exchange-rates.xlsx',
  sheet: 'Exchange rates',
  columns: RATE_COLUMNS,
  findPage: findRatePage,
});
