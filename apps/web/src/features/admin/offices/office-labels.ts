import type { TLabelKey } from '@apex/shared/i18n';

/** An office's fields as the catalogue names them, as the office export does. */
export const OFFICE_LABELS = {
  officeCode: 'general:columns.code',
  companyCode: 'administration:entities.company',
  nameEn: 'general:columns.nameEn',
  nameCn: 'general:columns.nameCn',
  address: 'administration:columns.address',
  phone: 'administration:columns.phone',
  localCurrency: 'finance:fields.localCurrency',
  minMarginPct: 'finance:fields.minMargin',
  bankName: 'administration:columns.bankName',
  bankAccountName: 'administration:columns.bankAccountName',
  bankAccountNo: 'administration:columns.bankAccountNo',
  bankSwift: 'administration:columns.bankSwift',
  enabled: 'general:columns.enabled',
} as const satisfies Record<string, TLabelKey>;
