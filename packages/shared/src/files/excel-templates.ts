import type { Localized } from '../i18n/locales';

export interface ExcelTemplateColumn {
  key: string;
  header: Localized;
  width: number;
  example: string;
}

export interface ExcelTemplate {
  sheet: string;
  columns: readonly ExcelTemplateColumn[];
}

/**
 * Import templates served by File/DownloadExcelTemplate (spec §7). Each feature that imports a
 * filled template declares it here; the importer reads the same column keys.
 */
export const EXCEL_TEMPLATES = {
  offices: {
    sheet: 'Offices',
    columns: [
      col('officeCode', 'Office code', '办公室代码', '辦事處代碼', 12, 'NGB'),
      col('companyCode', 'Company code', '公司代码', '公司代碼', 14, 'APEX'),
      col('nameEn', 'Name (English)', '英文名称', '英文名稱', 30, 'Ningbo Office'),
      col('nameCn', 'Name (Chinese)', '中文名称', '中文名稱', 24, '宁波分公司'),
      col('address', 'Address', '地址', '地址', 40, '88 Zhongshan Road, Ningbo'),
      col('phone', 'Phone', '电话', '電話', 18, '+86 574 8888 0000'),
    ],
  },
  users: {
    sheet: 'Users',
    columns: [
      col('account', 'Account', '账号', '帳號', 16, 'op.ningbo'),
      col('name', 'Name', '姓名', '姓名', 20, 'Li Wei'),
      col('email', 'Email', '邮箱', '電郵', 28, 'li.wei@example.com'),
      col('companyCode', 'Company code', '公司代码', '公司代碼', 14, 'APEX'),
      col('defaultOfficeCode', 'Default office', '默认办公室', '預設辦事處', 14, 'NGB'),
      col('roleCodes', 'Roles (comma separated)', '角色（逗号分隔）', '角色（逗號分隔）', 24, 'OPERATOR'),
    ],
  },
} as const satisfies Record<string, ExcelTemplate>;

export type TExcelTemplateName = keyof typeof EXCEL_TEMPLATES;

export const isExcelTemplateName = (name: string): name is TExcelTemplateName => Object.hasOwn(EXCEL_TEMPLATES, name);

function col(
  key: string,
  en_US: string,
  zh_CN: string,
  zh_HK: string,
  width: number,
  example: string,
): ExcelTemplateColumn {
  return { key, header: { en_US, zh_CN, zh_HK }, width, example };
}
