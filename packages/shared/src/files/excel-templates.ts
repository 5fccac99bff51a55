import { TEMPLATE_EXAMPLE_NAMES as NAMES } from '../demo/template-examples';
import type { TLabelKey } from '../labels/keys';

export interface ExcelTemplateColumn {
  key: string;
  /** The header row's text, in the language the template is downloaded in. */
  header: TLabelKey;
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

interface ExcelTemplate {
  sheet: string;
  columns: readonly ExcelTemplateColumn[];
}

/** A record's enabled switch. */
const enabledColumn: ExcelTemplateColumn = {
  ...col('enabled', 'general:templates.enabled', 20, 'TRUE'),
  kind: 'flag',
};

/** The office a record belongs to, by its code. */
const officeColumn = col('officeCode', 'general:templates.officeCode', 12, 'SHA');

/** The three names of a data-dictionary entry (spec §3 System code record). */
function threeNames(en: string, cn: string, hk: string): ExcelTemplateColumn[] {
  return [
    col('nameEn', 'general:columns.nameEn', 24, en),
    col('nameCn', 'general:templates.nameCn', 20, cn),
    col('nameHk', 'general:templates.nameHk', 20, hk),
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
      col('officeCode', 'general:templates.officeCode', 12, 'NGB'),
      col('companyCode', 'administration:templates.companyCode', 14, 'APEX'),
      col('nameEn', 'general:columns.nameEn', 30, 'Ningbo Office'),
      col('nameCn', 'general:columns.nameCn', 24, NAMES.office),
      col('address', 'administration:columns.address', 40, '88 Zhongshan Road, Ningbo'),
      col('phone', 'administration:columns.phone', 18, '+86 574 8888 0000'),
    ],
  },
  users: {
    sheet: 'Users',
    columns: [
      col('account', 'administration:templates.account', 16, 'op.ningbo'),
      col('name', 'administration:templates.name', 20, 'Li Wei'),
      col('email', 'administration:templates.email', 28, 'li.wei@example.com'),
      col('companyCode', 'administration:templates.companyCode', 14, 'APEX'),
      col('defaultOfficeCode', 'administration:templates.defaultOffice', 14, 'NGB'),
      col('roleCodes', 'general:templates.roles', 24, 'OPERATOR'),
    ],
  },
  vessels: {
    sheet: 'Vessels',
    columns: [
      col('vesselName', 'masterData:templates.vesselName', 30, 'EVER GIVEN'),
      col('lloydNo', 'masterData:templates.lloydNo', 16, '9811000'),
      col('flag', 'masterData:templates.flag', 18, 'PA'),
    ],
  },
  carriers: {
    sheet: 'Carriers',
    columns: [
      col('scac', 'masterData:columns.scac', 10, 'MAEU'),
      col('nameEn', 'general:columns.nameEn', 30, 'Maersk'),
      col('nameCn', 'general:columns.nameCn', 24, NAMES.carrier),
      {
        ...col('blacklisted', 'masterData:templates.blacklisted', 22, 'FALSE'),
        kind: 'flag',
      },
      col('blacklistReason', 'masterData:columns.blacklistReason', 30, ''),
    ],
  },
  /**
   * Parties are flat: roles in one cell, and one (primary) address and one contact as columns
   * (the import builds the create's lists, `ZPartyImportRow`); more are added on the screen.
   */
  parties: {
    sheet: 'Parties',
    columns: [
      col('code', 'general:columns.code', 14, 'NBXYZ01'),
      col('nameEn', 'general:columns.nameEn', 32, 'Ningbo XYZ Trading Co., Ltd.'),
      col('nameCn', 'general:columns.nameCn', 24, NAMES.party),
      col('roles', 'general:templates.roles', 26, 'CUSTOMER, SHIPPER'),
      col('officeCode', 'general:templates.officeCode', 12, 'NGB'),
      col('taxId', 'masterData:templates.taxId', 22, '91330200MA2H000000'),
      col('creditLimit', 'masterData:columns.creditLimit', 14, '50000.00'),
      col('creditCurrency', 'masterData:templates.creditCurrency', 12, 'USD'),
      { ...col('creditDays', 'masterData:columns.creditDays', 12, '30'), kind: 'number' },
      {
        ...col('blacklisted', 'masterData:templates.blacklisted', 22, 'FALSE'),
        kind: 'flag',
      },
      col('blacklistReason', 'masterData:columns.blacklistReason', 30, ''),
      child('addresses', 'address1', col('address1', 'masterData:templates.address1', 36, '88 Zhongshan Road')),
      child('addresses', 'address2', col('address2', 'masterData:templates.address2', 24, '')),
      child('addresses', 'city', col('city', 'masterData:templates.city', 16, 'Ningbo')),
      child('addresses', 'state', col('state', 'masterData:templates.state', 16, 'Zhejiang')),
      child('addresses', 'countryCode', col('countryCode', 'masterData:templates.countryCode', 12, 'CN')),
      child('addresses', 'postalCode', col('postalCode', 'masterData:templates.postalCode', 12, '315000')),
      child('contacts', 'name', col('contactName', 'masterData:templates.contactName', 18, 'Wang Fang')),
      child('contacts', 'title', col('contactTitle', 'masterData:templates.contactTitle', 16, 'Manager')),
      child('contacts', 'phone', col('contactPhone', 'masterData:templates.contactPhone', 18, '+86 574 8765 4321')),
      child('contacts', 'email', col('contactEmail', 'masterData:templates.contactEmail', 26, 'wang@example.com')),
      child('contacts', 'fax', col('contactFax', 'masterData:templates.contactFax', 18, '')),
    ],
  },
  ports: {
    sheet: 'Ports',
    columns: [
      col('portCode', 'masterData:templates.portCode', 20, 'CNNGB'),
      col('nameEn', 'general:columns.nameEn', 28, 'Ningbo'),
      col('nameCn', 'general:columns.nameCn', 20, NAMES.port),
      {
        ...col('isSea', 'masterData:templates.isSea', 20, 'TRUE'),
        kind: 'flag',
      },
      { ...col('latitude', 'masterData:columns.latitude', 12, '29.87'), kind: 'number' },
      { ...col('longitude', 'masterData:columns.longitude', 12, '121.55'), kind: 'number' },
      enabledColumn,
    ],
  },
  /** The rate is decimal text: a text cell is read as typed, a number cell as the number Excel shows. */
  exchangeRates: {
    sheet: 'Exchange rates',
    columns: [
      officeColumn,
      col('fromCurrency', 'masterData:templates.fromCurrency', 14, 'USD'),
      col('toCurrency', 'masterData:templates.toCurrency', 14, 'CNY'),
      col('rate', 'masterData:columns.rate', 14, '7.1234'),
      col('effectiveDate', 'masterData:templates.effectiveDate', 24, '2026-01-01'),
    ],
  },
  /** Category, unit and job types take their codes or their names (ZChargeCodeImportRow). */
  chargeCodes: {
    sheet: 'Charge codes',
    columns: [
      col('code', 'general:columns.code', 12, 'THC'),
      col('sacCode', 'masterData:columns.sacCode', 12, '996719'),
      col('nameEn', 'general:columns.nameEn', 30, 'Terminal handling charge'),
      col('nameCn', 'general:columns.nameCn', 20, NAMES.chargeCode),
      col('category', 'masterData:templates.category', 16, 'ORIGIN'),
      col('defaultUnit', 'masterData:columns.defaultUnit', 14, 'CNTR'),
      col('defaultCurrency', 'masterData:templates.defaultCurrency', 14, 'CNY'),
      col('defaultTaxRate', 'masterData:templates.defaultTaxRate', 18, '6'),
      col('jobTypes', 'masterData:templates.jobTypes', 24, 'OE, OI'),
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
      col('schemeNo', 'masterData:columns.schemeNo', 14, 'SHA-OE-EU'),
      col('name', 'general:columns.name', 30, 'Export to Europe, 40HQ'),
      col('jobType', 'general:columns.jobType', 14, 'OE'),
      col('remark', 'general:columns.remark', 24, ''),
      enabledColumn,
      col('chargeCode', 'masterData:entities.chargeCode', 12, 'OFR'),
      col('side', 'masterData:templates.side', 10, 'AR'),
      col('partyRole', 'masterData:templates.partyRole', 16, 'CUSTOMER'),
      col('unit', 'masterData:templates.unit', 10, '40HQ'),
      col('currency', 'masterData:entities.currency', 10, 'USD'),
      col('price', 'masterData:templates.price', 12, '2150.00'),
    ],
  },
  /** Items of existing code types (a locked type takes none, as on create). */
  systemCodes: {
    sheet: 'System codes',
    columns: [
      col('codeType', 'administration:entities.systemCodeType', 18, 'PACKAGE_TYPE'),
      col('code', 'general:columns.code', 14, 'JARS'),
      ...threeNames('Jars', NAMES.jars.cn, NAMES.jars.hk),
      { ...col('sort', 'masterData:columns.sort', 8, '10'), kind: 'number' },
      enabledColumn,
    ],
  },
  /** New code types; an imported type, like a created one, is never locked. */
  systemCodeTypes: {
    sheet: 'Code types',
    columns: [
      col('codeType', 'administration:entities.systemCodeType', 18, 'CARGO_CLASS'),
      ...threeNames('Cargo class', NAMES.cargoClass.cn, NAMES.cargoClass.hk),
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
      col('jobType', 'general:columns.jobType', 16, 'OE'),
      col('prefix', 'administration:columns.prefix', 10, 'SHAOE'),
      col('datePattern', 'administration:templates.datePart', 30, 'YYMM'),
      {
        ...col('seqWidth', 'administration:templates.sequenceDigits', 18, '4'),
        kind: 'number',
      },
      col('resetPeriod', 'administration:templates.restarts', 30, 'MONTHLY'),
    ],
  },
} as const satisfies Record<string, ExcelTemplate>;

export type TExcelTemplateName = keyof typeof EXCEL_TEMPLATES;

export const isExcelTemplateName = (name: string): name is TExcelTemplateName => Object.hasOwn(EXCEL_TEMPLATES, name);

/** A column of the one child (address, contact) a flat row describes. */
function child(list: string, field: string, column: ExcelTemplateColumn): ExcelTemplateColumn {
  return { ...column, field: `${list}[0].${field}` };
}

function col(key: string, header: TLabelKey, width: number, example: string): ExcelTemplateColumn {
  return { key, header, width, example };
}
