import { CHARGE_CATEGORY_LABELS, CHARGE_UNIT_LABELS } from '@apex/shared/master';
import { codeLabel, enabledColumn, updatedColumns } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { type ChargeCodeRow, findChargeCodePage } from './queries';

const COLUMNS: readonly ExportColumn<ChargeCodeRow>[] = [
  { header: 'masterData:columns.chargeCode', width: 10, value: (c) => c.code },
  { header: 'masterData:columns.sacCode', width: 10, value: (c) => c.sacCode },
  { header: 'general:columns.nameEn', width: 30, value: (c) => c.nameEn },
  { header: 'general:columns.nameCn', width: 20, value: (c) => c.nameCn },
  {
    header: 'masterData:columns.category',
    width: 18,
    value: (c, locale) => codeLabel(CHARGE_CATEGORY_LABELS, c.category, locale),
  },
  {
    header: 'masterData:columns.defaultUnit',
    width: 16,
    value: (c, locale) => codeLabel(CHARGE_UNIT_LABELS, c.defaultUnit, locale),
  },
  { header: 'masterData:entities.currency', width: 8, value: (c) => c.defaultCurrency },
  // A number cell, so the sheet can sum and sort it; two decimals at most, exact in a double.
  {
    header: 'masterData:columns.taxRate',
    width: 10,
    value: (c) => Number(c.defaultTaxRate),
  },
  {
    header: 'masterData:columns.jobTypes',
    width: 10,
    value: (c) => c.jobTypes.join(', '),
  },
  enabledColumn(),
  ...updatedColumns(),
];

/** The charge-code list as a workbook, filtered and sorted as on the screen. */
export const exportChargeCodes = listExport({
  fileName: 'charge-codes.xlsx',
  sheet: 'Charge codes',
  columns: COLUMNS,
  findPage: findChargeCodePage,
});
