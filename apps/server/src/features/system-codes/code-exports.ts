import type { Localized, TLocale } from '@apex/shared';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { type CodeItemRow, findCodeItemPage } from './item-queries';
import { type CodeTypeRow, findCodeTypePage } from './type-queries';

const YES: Localized = { en_US: 'Yes', zh_CN: '是', zh_HK: '是' };
const yes = (flag: boolean, locale: TLocale) => (flag ? YES[locale] : '');
const l = (en_US: string, zh_CN: string, zh_HK: string = zh_CN): Localized => ({ en_US, zh_CN, zh_HK });

const NAMES = [
  { header: l('Name (English)', '英文名称', '英文名稱'), width: 30, value: (r: { nameEn: string }) => r.nameEn },
  {
    header: l('Name (Simplified Chinese)', '简体中文名称', '簡體中文名稱'),
    width: 20,
    value: (r: { nameCn: string }) => r.nameCn,
  },
  {
    header: l('Name (Traditional Chinese)', '繁体中文名称', '繁體中文名稱'),
    width: 20,
    value: (r: { nameHk: string }) => r.nameHk,
  },
];
const UPDATED = [
  { header: l('Updated by', '更新人'), width: 14, value: (r: { updatedBy: string }) => r.updatedBy },
  { header: l('Updated', '更新时间', '更新時間'), width: 20, value: (r: { updatedAt: Date }) => r.updatedAt },
];

const TYPE_COLUMNS: readonly ExportColumn<CodeTypeRow>[] = [
  { header: l('Code type', '代码类型', '代碼類型'), width: 18, value: (r) => r.codeType },
  ...NAMES,
  { header: l('Locked', '系统锁定', '系統鎖定'), width: 10, value: (r, locale) => yes(r.locked, locale) },
  { header: l('Items', '代码数', '代碼數'), width: 8, value: (r) => r.itemCount },
  ...UPDATED,
];

const ITEM_COLUMNS: readonly ExportColumn<CodeItemRow>[] = [
  { header: l('Code type', '代码类型', '代碼類型'), width: 18, value: (r) => r.codeType },
  { header: l('Code', '代码', '代碼'), width: 14, value: (r) => r.code },
  ...NAMES,
  { header: l('Sort', '排序'), width: 8, value: (r) => r.sort },
  { header: l('Enabled', '启用', '啟用'), width: 8, value: (r, locale) => yes(r.enabled, locale) },
  { header: l('System', '系统内置', '系統內置'), width: 8, value: (r, locale) => yes(r.systemOwned, locale) },
  ...UPDATED,
];

/** The code types as a workbook, filtered and sorted as on the data-dictionary screen. */
export const exportCodeTypes = listExport({
  fileName: 'code-types.xlsx',
  sheet: 'Code types',
  columns: TYPE_COLUMNS,
  findPage: findCodeTypePage,
});

/** The codes as a workbook, filtered and sorted as on the base-code screen. */
export const exportCodeItems = listExport({
  fileName: 'system-codes.xlsx',
  sheet: 'System codes',
  columns: ITEM_COLUMNS,
  findPage: findCodeItemPage,
});
