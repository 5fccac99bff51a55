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
  /**
   * The create request's field this column fills when it is not `key`: a flat template of nested
   * data (a party's one address) is told the create's refusal of `addresses[0].countryCode` on
   * its column.
   */
  field?: string;
}

export interface ExcelTemplate {
  sheet: string;
  columns: readonly ExcelTemplateColumn[];
}

/** A record's enabled switch. */
const enabledColumn: ExcelTemplateColumn = {
  ...col('enabled', 'Enabled (TRUE/FALSE)', '启用（TRUE/FALSE）', '啟用（TRUE/FALSE）', 20, 'TRUE'),
  kind: 'flag',
};

/** The office a record belongs to, by its code. */
const officeColumn = col('officeCode', 'Office code', '办公室代码', '辦事處代碼', 12, 'SHA');

/** The three names of a data-dictionary entry (spec §3 System code record). */
function threeNames(en: string, cn: string, hk: string): ExcelTemplateColumn[] {
  return [
    col('nameEn', 'Name (English)', '英文名称', '英文名稱', 24, en),
    col('nameCn', 'Name (simplified Chinese)', '简体中文名称', '簡體中文名稱', 20, cn),
    col('nameHk', 'Name (traditional Chinese)', '繁体中文名称', '繁體中文名稱', 20, hk),
  ];
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
  /**
   * Parties are flat: roles in one cell, and one (primary) address and one contact as columns
   * (the import builds the create's lists, `ZPartyImportRow`); more are added on the screen.
   */
  parties: {
    sheet: 'Parties',
    columns: [
      col('code', 'Code', '代码', '代碼', 14, 'NBXYZ01'),
      col('nameEn', 'Name (English)', '英文名称', '英文名稱', 32, 'Ningbo XYZ Trading Co., Ltd.'),
      col('nameCn', 'Name (Chinese)', '中文名称', '中文名稱', 24, '宁波某某贸易有限公司'),
      col('roles', 'Roles (comma separated)', '角色（逗号分隔）', '角色（逗號分隔）', 26, 'CUSTOMER, SHIPPER'),
      col('officeCode', 'Office code', '办公室代码', '辦事處代碼', 12, 'NGB'),
      col('taxId', 'Tax id', '税号', '稅號', 22, '91330200MA2H000000'),
      col('creditLimit', 'Credit limit', '信用额度', '信用額度', 14, '50000.00'),
      col('creditCurrency', 'Credit currency', '信用币种', '信用幣種', 12, 'USD'),
      { ...col('creditDays', 'Credit days', '信用天数', '信用天數', 12, '30'), kind: 'number' },
      {
        ...col('blacklisted', 'Blacklisted (TRUE/FALSE)', '黑名单（TRUE/FALSE）', '黑名單（TRUE/FALSE）', 22, 'FALSE'),
        kind: 'flag',
      },
      col('blacklistReason', 'Blacklist reason', '黑名单原因', '黑名單原因', 30, ''),
      child('addresses', 'address1', col('address1', 'Address line 1', '地址1', '地址1', 36, '88 Zhongshan Road')),
      child('addresses', 'address2', col('address2', 'Address line 2', '地址2', '地址2', 24, '')),
      child('addresses', 'city', col('city', 'City', '城市', '城市', 16, 'Ningbo')),
      child('addresses', 'state', col('state', 'State / province', '省/州', '省/州', 16, 'Zhejiang')),
      child('addresses', 'countryCode', col('countryCode', 'Country code', '国家代码', '國家代碼', 12, 'CN')),
      child('addresses', 'postalCode', col('postalCode', 'Postal code', '邮政编码', '郵遞區號', 12, '315000')),
      child('contacts', 'name', col('contactName', 'Contact name', '联系人', '聯絡人', 18, 'Wang Fang')),
      child('contacts', 'title', col('contactTitle', 'Contact title', '联系人职务', '聯絡人職務', 16, 'Manager')),
      child('contacts', 'phone', col('contactPhone', 'Contact phone', '联系电话', '聯絡電話', 18, '+86 574 8765 4321')),
      child(
        'contacts',
        'email',
        col('contactEmail', 'Contact email', '联系人邮箱', '聯絡人電郵', 26, 'wang@example.com'),
      ),
      child('contacts', 'fax', col('contactFax', 'Contact fax', '联系人传真', '聯絡人傳真', 18, '')),
    ],
  },
  ports: {
    sheet: 'Ports',
    columns: [
      col('portCode', 'Port code (UN/LOCODE)', '港口代码（UN/LOCODE）', '港口代碼（UN/LOCODE）', 20, 'CNNGB'),
      col('nameEn', 'Name (English)', '英文名称', '英文名稱', 28, 'Ningbo'),
      col('nameCn', 'Name (Chinese)', '中文名称', '中文名稱', 20, '宁波'),
      {
        ...col('isSea', 'Sea port (TRUE/FALSE)', '海港（TRUE/FALSE）', '海港（TRUE/FALSE）', 20, 'TRUE'),
        kind: 'flag',
      },
      { ...col('latitude', 'Latitude', '纬度', '緯度', 12, '29.87'), kind: 'number' },
      { ...col('longitude', 'Longitude', '经度', '經度', 12, '121.55'), kind: 'number' },
      enabledColumn,
    ],
  },
  /** The rate is decimal text: a text cell is read as typed, a number cell as the number Excel shows. */
  exchangeRates: {
    sheet: 'Exchange rates',
    columns: [
      officeColumn,
      col('fromCurrency', 'From currency', '源币种', '源幣種', 14, 'USD'),
      col('toCurrency', 'To currency', '目标币种', '目標幣種', 14, 'CNY'),
      col('rate', 'Rate', '汇率', '匯率', 14, '7.1234'),
      col(
        'effectiveDate',
        'Effective date (YYYY-MM-DD)',
        '生效日期（YYYY-MM-DD）',
        '生效日期（YYYY-MM-DD）',
        24,
        '2026-01-01',
      ),
    ],
  },
  /** Category, unit and job types take their codes or their names (ZChargeCodeImportRow). */
  chargeCodes: {
    sheet: 'Charge codes',
    columns: [
      col('code', 'Code', '代码', '代碼', 12, 'THC'),
      col('sacCode', 'SAC code', 'SAC 代码', 'SAC 代碼', 12, '996719'),
      col('nameEn', 'Name (English)', '英文名称', '英文名稱', 30, 'Terminal handling charge'),
      col('nameCn', 'Name (Chinese)', '中文名称', '中文名稱', 20, '码头操作费'),
      col('category', 'Category', '类别', '類別', 16, 'ORIGIN'),
      col('defaultUnit', 'Default unit', '默认单位', '預設單位', 14, 'CNTR'),
      col('defaultCurrency', 'Default currency', '默认币种', '預設幣種', 14, 'CNY'),
      col('defaultTaxRate', 'Default tax rate (%)', '默认税率（%）', '預設稅率（%）', 18, '6'),
      col('jobTypes', 'Job types (comma separated)', '业务类型（逗号分隔）', '業務類型（逗號分隔）', 24, 'OE, OI'),
      enabledColumn,
    ],
  },
  /**
   * One row per charge line: the rows with the same scheme no are one scheme, its name, job type,
   * remark and enabled flag read from its first row. Codes may be given by their names.
   */
  chargeSchemes: {
    sheet: 'Charge schemes',
    columns: [
      col('schemeNo', 'Scheme no', '方案编号', '方案編號', 14, 'SHA-OE-EU'),
      col('name', 'Name', '名称', '名稱', 30, 'Export to Europe, 40HQ'),
      col('jobType', 'Job type', '业务类型', '業務類型', 14, 'OE'),
      col('remark', 'Remark', '备注', '備註', 24, ''),
      enabledColumn,
      col('chargeCode', 'Charge code', '费用代码', '費用代碼', 12, 'OFR'),
      col('side', 'AR / AP', '应收 / 应付', '應收 / 應付', 10, 'AR'),
      col('partyRole', 'Party', '结算对象', '結算對象', 16, 'CUSTOMER'),
      col('unit', 'Unit', '单位', '單位', 10, '40HQ'),
      col('currency', 'Currency', '币种', '幣種', 10, 'USD'),
      col('price', 'Price', '单价', '單價', 12, '2150.00'),
    ],
  },
  /** Items of existing code types (a locked type takes none, as on create). */
  systemCodes: {
    sheet: 'System codes',
    columns: [
      col('codeType', 'Code type', '代码类型', '代碼類型', 18, 'PACKAGE_TYPE'),
      col('code', 'Code', '代码', '代碼', 14, 'JARS'),
      ...threeNames('Jars', '罐', '罐'),
      { ...col('sort', 'Sort', '排序', '排序', 8, '10'), kind: 'number' },
      enabledColumn,
    ],
  },
  /** New code types; an imported type, like a created one, is never locked. */
  systemCodeTypes: {
    sheet: 'Code types',
    columns: [
      col('codeType', 'Code type', '代码类型', '代碼類型', 18, 'CARGO_CLASS'),
      ...threeNames('Cargo class', '货物类别', '貨物類別'),
    ],
  },
  /**
   * One rule per office and job type; the job type by code or name, the date part and restart
   * period by code (ZJobNumberRuleImportRow).
   */
  jobNumberRules: {
    sheet: 'Job number rules',
    columns: [
      officeColumn,
      col('jobType', 'Job type', '业务类型', '業務類型', 16, 'OE'),
      col('prefix', 'Prefix', '前缀', '前綴', 10, 'SHAOE'),
      col(
        'datePattern',
        'Date part (YY, YYYY, YYMM, YYYYMM, YYMMDD, YYYYMMDD)',
        '日期部分（YY、YYYY、YYMM、YYYYMM、YYMMDD、YYYYMMDD）',
        '日期部分（YY、YYYY、YYMM、YYYYMM、YYMMDD、YYYYMMDD）',
        30,
        'YYMM',
      ),
      {
        ...col('seqWidth', 'Sequence digits (3-8)', '流水号位数（3-8）', '流水號位數（3-8）', 18, '4'),
        kind: 'number',
      },
      col(
        'resetPeriod',
        'Sequence restarts (NEVER, YEARLY, MONTHLY, DAILY)',
        '流水号重置（NEVER、YEARLY、MONTHLY、DAILY）',
        '流水號重置（NEVER、YEARLY、MONTHLY、DAILY）',
        30,
        'MONTHLY',
      ),
    ],
  },
} as const satisfies Record<string, ExcelTemplate>;

export type TExcelTemplateName = keyof typeof EXCEL_TEMPLATES;

export const isExcelTemplateName = (name: string): name is TExcelTemplateName => Object.hasOwn(EXCEL_TEMPLATES, name);

/** A column of the one child (address, contact) a flat row describes. */
function child(list: string, field: string, column: ExcelTemplateColumn): ExcelTemplateColumn {
  return { ...column, field: `${list}[0].${field}` };
}

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
