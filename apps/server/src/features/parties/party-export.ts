import type { Localized } from '@apex/shared';
import type { TPartyRole } from '@apex/shared/master';
import { HEADERS, updatedColumns } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { findPartyPage, type PartyRow } from './queries';

const ROLE_NAMES: Record<TPartyRole, Localized> = {
  CUSTOMER: { en_US: 'Customer', zh_CN: '客户', zh_HK: '客戶' },
  SHIPPER: { en_US: 'Shipper', zh_CN: '发货人', zh_HK: '發貨人' },
  CONSIGNEE: { en_US: 'Consignee', zh_CN: '收货人', zh_HK: '收貨人' },
  NOTIFY: { en_US: 'Notify party', zh_CN: '通知人', zh_HK: '通知人' },
  OVERSEAS_AGENT: { en_US: 'Overseas agent', zh_CN: '海外代理', zh_HK: '海外代理' },
  SALES_AGENT: { en_US: 'Sales agent', zh_CN: '揽货代理', zh_HK: '攬貨代理' },
  CARRIER: { en_US: 'Carrier', zh_CN: '承运人', zh_HK: '承運人' },
  TRUCKER: { en_US: 'Trucker', zh_CN: '车队', zh_HK: '車隊' },
  WAREHOUSE: { en_US: 'Warehouse', zh_CN: '仓库', zh_HK: '倉庫' },
  BROKER: { en_US: 'Customs broker', zh_CN: '报关行', zh_HK: '報關行' },
};

const COLUMNS: readonly ExportColumn<PartyRow>[] = [
  { header: HEADERS.code, width: 14, value: (p) => p.code },
  { header: HEADERS.nameEn, width: 36, value: (p) => p.nameEn },
  { header: HEADERS.nameCn, width: 24, value: (p) => p.nameCn },
  {
    header: { en_US: 'Roles', zh_CN: '角色', zh_HK: '角色' },
    width: 30,
    value: (p, locale) => p.roles.map((r) => ROLE_NAMES[r as TPartyRole]?.[locale] ?? r).join(', '),
  },
  { header: HEADERS.office, width: 8, value: (p) => p.officeCode },
  { header: { en_US: 'Tax ID', zh_CN: '税号', zh_HK: '稅號' }, width: 22, value: (p) => p.taxId },
  {
    header: { en_US: 'Credit limit', zh_CN: '信用额度', zh_HK: '信用額度' },
    width: 14,
    value: (p) => (p.creditLimit === null ? null : Number(p.creditLimit)),
  },
  { header: HEADERS.currency, width: 8, value: (p) => p.creditCurrency },
  { header: { en_US: 'Credit days', zh_CN: '信用天数', zh_HK: '信用天數' }, width: 10, value: (p) => p.creditDays },
  {
    header: { en_US: 'Blacklist reason', zh_CN: '黑名单原因', zh_HK: '黑名單原因' },
    width: 40,
    value: (p) => p.blacklistReason,
  },
  ...updatedColumns(),
];

/** The party list as a workbook, filtered and sorted as on the screen; a blacklisted party shows its reason. */
export const exportParties = listExport({
  fileName: 'parties.xlsx',
  sheet: 'Parties',
  columns: COLUMNS,
  findPage: findPartyPage,
});
