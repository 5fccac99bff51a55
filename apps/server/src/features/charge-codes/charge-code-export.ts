import {
  CHARGE_CATEGORY_LABELS,
  CHARGE_UNIT_LABELS,
  type TChargeCategory,
  type TChargeUnit,
} from '@apex/shared/master';
import { enabledColumn, HEADERS, updatedColumns } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { type ChargeCodeRow, findChargeCodePage } from './queries';

const COLUMNS: readonly ExportColumn<ChargeCodeRow>[] = [
  { header: { en_US: 'Code', zh_CN: '费用代码', zh_HK: '費用代碼' }, width: 10, value: (c) => c.code },
  { header: { en_US: 'SAC code', zh_CN: 'SAC 代码', zh_HK: 'SAC 代碼' }, width: 10, value: (c) => c.sacCode },
  { header: HEADERS.nameEn, width: 30, value: (c) => c.nameEn },
  { header: HEADERS.nameCn, width: 20, value: (c) => c.nameCn },
  {
    header: { en_US: 'Category', zh_CN: '费用类别', zh_HK: '費用類別' },
    width: 18,
    value: (c, locale) => CHARGE_CATEGORY_LABELS[c.category as TChargeCategory]?.[locale] ?? c.category,
  },
  {
    header: { en_US: 'Default unit', zh_CN: '默认单位', zh_HK: '預設單位' },
    width: 16,
    value: (c, locale) => CHARGE_UNIT_LABELS[c.defaultUnit as TChargeUnit]?.[locale] ?? c.defaultUnit,
  },
  { header: HEADERS.currency, width: 8, value: (c) => c.defaultCurrency },
  // A number cell, so the sheet can sum and sort it; two decimals at most, exact in a double.
  {
    header: { en_US: 'Tax rate %', zh_CN: '税率 %', zh_HK: '稅率 %' },
    width: 10,
    value: (c) => Number(c.defaultTaxRate),
  },
  {
    header: { en_US: 'Job types', zh_CN: '业务类型', zh_HK: '業務類型' },
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
