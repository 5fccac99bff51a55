import { enabledColumn, updatedColumns } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { type CurrencyRow, findCurrencyPage, findRatePage, type RateRow } from './queries';

const CURRENCY_COLUMNS: readonly ExportColumn<CurrencyRow>[] = [
  { header: 'general:columns.code', width: 8, value: (c) => c.currencyCode },
  { header: 'general:columns.nameEn', width: 30, value: (c) => c.nameEn },
  { header: 'general:columns.nameCn', width: 16, value: (c) => c.nameCn },
  { header: 'masterData:columns.decimals', width: 8, value: (c) => c.decimals },
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
  { header: 'administration:entities.office', width: 8, value: (r) => r.officeCode },
  { header: 'masterData:columns.fromCurrency', width: 8, value: (r) => r.fromCurrency },
  { header: 'masterData:columns.toCurrency', width: 8, value: (r) => r.toCurrency },
  // Written as text: a spreadsheet number is a float, and would round a rate of eight decimals.
  { header: 'masterData:columns.rate', width: 16, value: (r) => r.rate },
  {
    header: 'masterData:columns.effectiveDate',
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
