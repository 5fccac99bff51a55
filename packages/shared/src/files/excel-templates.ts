import type { Localized } from '../i18n/locales';

export interface ExcelTemplateColumn {
  key: string;
  header: Localized;
  width: number;
  example: string;
  /**
   * How the importer reads the column: text (default); a flag, where spec §9's TRUE, true and 1
   * (or an Excel TRUE) are true and anything else false; a number.
   */
  kind?: 'flag' | 'number';
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
  vessels: {
    sheet: 'Vessels',
    columns: [
      col('vesselName', 'Vessel name', '船名', '船名', 30, 'EVER GIVEN'),
      col('lloydNo', 'Lloyd no (IMO)', '劳氏号（IMO）', '勞氏號（IMO）', 16, '9811000'),
      col('flag', 'Flag (country code)', '船旗（国家代码）', '船旗（國家代碼）', 18, 'PA'),
    ],
  },
  carriers: {
    sheet: 'Carriers',
    columns: [
      col('scac', 'SCAC', 'SCAC', 'SCAC', 10, 'MAEU'),
      col('nameEn', 'Name (English)', '英文名称', '英文名稱', 30, 'Maersk'),
      col('nameCn', 'Name (Chinese)', '中文名称', '中文名稱', 24, '马士基'),
      {
        ...col('blacklisted', 'Blacklisted (TRUE/FALSE)', '黑名单（TRUE/FALSE）', '黑名單（TRUE/FALSE）', 22, 'FALSE'),
        kind: 'flag',
      },
      col('blacklistReason', 'Blacklist reason', '黑名单原因', '黑名單原因', 30, ''),
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
