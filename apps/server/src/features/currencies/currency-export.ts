import { enabledColumn, HEADERS, updatedColumns } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { type CurrencyRow, findCurrencyPage, findRatePage, type RateRow } from './queries';

const CURRENCY_COLUMNS: readonly ExportColumn<CurrencyRow>[] = [
  { header: HEADERS.code, width: 8, value: (c) => c.currencyCode },
  { header: HEADERS.nameEn, width: 30, value: (c) => c.nameEn },
  { header: HEADERS.nameCn, width: 16, value: (c) => c.nameCn },
  { header: { en_US: 'Decimals', zh_CN: '小数位', zh_HK: '小數位' }, width: 8, value: (c) => c.decimals },
  enabledColumn(),
  ...updatedColumns(),
];

export const exportCurrencies = listExport({
  fileName: 'currencies.xlsx',
  sheet: 'Currencies',
  columns: CURRENCY_COLUMNS,
  findPage: findCurrencyPage,
});

const RATE_COLUMNS: readonly ExportColumn<RateRow>[] = [
  { header: HEADERS.office, width: 8, value: (r) => r.officeCode },
  { header: { en_US: 'From', zh_CN: '原币', zh_HK: '原幣' }, width: 8, value: (r) => r.fromCurrency },
  { header: { en_US: 'To', zh_CN: '目标币', zh_HK: '目標幣' }, width: 8, value: (r) => r.toCurrency },
  // Written as text: a spreadsheet number is a float, and would round a rate of eight decimals.
  { header: { en_US: 'Rate', zh_CN: '汇率', zh_HK: '匯率' }, width: 16, value: (r) => r.rate },
  {
    header: { en_US: 'Effective date', zh_CN: '生效日期', zh_HK: '生效日期' },
    width: 12,
    value: (r) => r.effectiveDate,
  },
  ...updatedColumns(),
];

export const exportRates = listExport({
  fileName: 'exchange-rates.xlsx',
  sheet: 'Exchange rates',
  columns: RATE_COLUMNS,
  findPage: findRatePage,
});
