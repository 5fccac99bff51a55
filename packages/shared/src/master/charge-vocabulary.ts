import { z } from 'zod';
import type { Localized } from '../i18n/locales';

/** spec §3 Charge/cost classification: the groups finance reports charges by. */
export const CHARGE_CATEGORIES = [
  'FREIGHT',
  'ORIGIN',
  'DESTINATION',
  'DOCUMENT',
  'CUSTOMS',
  'TRUCKING',
  'WAREHOUSE',
  'INSURANCE',
  'OTHER',
] as const;
export type TChargeCategory = (typeof CHARGE_CATEGORIES)[number];
export const CHARGE_CATEGORY_LABELS: Record<TChargeCategory, Localized> = {
  FREIGHT: { en_US: 'Freight', zh_CN: '运费', zh_HK: '運費' },
  ORIGIN: { en_US: 'Origin charges', zh_CN: '起运港费用', zh_HK: '起運港費用' },
  DESTINATION: { en_US: 'Destination charges', zh_CN: '目的港费用', zh_HK: '目的港費用' },
  DOCUMENT: { en_US: 'Documentation', zh_CN: '单证费', zh_HK: '單證費' },
  CUSTOMS: { en_US: 'Customs', zh_CN: '报关费', zh_HK: '報關費' },
  TRUCKING: { en_US: 'Trucking', zh_CN: '拖车费', zh_HK: '拖車費' },
  WAREHOUSE: { en_US: 'Warehouse', zh_CN: '仓储费', zh_HK: '倉儲費' },
  INSURANCE: { en_US: 'Insurance', zh_CN: '保险费', zh_HK: '保險費' },
  OTHER: { en_US: 'Other', zh_CN: '其他', zh_HK: '其他' },
};

/** domain.md Money: what a charge is counted by (per B/L, per container, per CBM, …). */
export const CHARGE_UNITS = ['BL', 'SHPT', 'CNTR', '20GP', '40GP', '40HQ', 'CBM', 'KG', 'TON', 'W/M', 'SET'] as const;
export type TChargeUnit = (typeof CHARGE_UNITS)[number];
export const CHARGE_UNIT_LABELS: Record<TChargeUnit, Localized> = {
  BL: { en_US: 'Per B/L', zh_CN: '每票提单', zh_HK: '每票提單' },
  SHPT: { en_US: 'Per shipment', zh_CN: '每票货', zh_HK: '每票貨' },
  CNTR: { en_US: 'Per container', zh_CN: '每柜', zh_HK: '每櫃' },
  '20GP': { en_US: "Per 20'", zh_CN: '每20尺柜', zh_HK: '每20呎櫃' },
  '40GP': { en_US: "Per 40'", zh_CN: '每40尺柜', zh_HK: '每40呎櫃' },
  '40HQ': { en_US: "Per 40' HC", zh_CN: '每40尺高柜', zh_HK: '每40呎高櫃' },
  CBM: { en_US: 'Per CBM', zh_CN: '每立方米', zh_HK: '每立方米' },
  KG: { en_US: 'Per KG', zh_CN: '每公斤', zh_HK: '每公斤' },
  TON: { en_US: 'Per ton', zh_CN: '每吨', zh_HK: '每噸' },
  'W/M': { en_US: 'Per W/M (revenue ton)', zh_CN: '每计费吨', zh_HK: '每計費噸' },
  SET: { en_US: 'Per set', zh_CN: '每套', zh_HK: '每套' },
};

/** AR: receivable from a customer (a charge); AP: payable to a supplier (a cost). domain.md Money. */
export const CHARGE_SIDES = ['AR', 'AP'] as const;
export type TChargeSide = (typeof CHARGE_SIDES)[number];
export const CHARGE_SIDE_LABELS: Record<TChargeSide, Localized> = {
  AR: { en_US: 'AR (charge)', zh_CN: '应收', zh_HK: '應收' },
  AP: { en_US: 'AP (cost)', zh_CN: '应付', zh_HK: '應付' },
};

/** Whom a scheme line is billed to or paid to: the job's party in that role (spec §3 Job parties). */
export const JOB_PARTY_ROLES = [
  'CUSTOMER',
  'SHIPPER',
  'CONSIGNEE',
  'NOTIFY',
  'OVERSEAS_AGENT',
  'SALES_AGENT',
  'POL_AGENT',
  'CARRIER',
  'TRUCKER',
  'WAREHOUSE',
  'BROKER',
] as const;
export type TJobPartyRole = (typeof JOB_PARTY_ROLES)[number];
export const JOB_PARTY_ROLE_LABELS: Record<TJobPartyRole, Localized> = {
  CUSTOMER: { en_US: 'Customer', zh_CN: '客户', zh_HK: '客戶' },
  SHIPPER: { en_US: 'Shipper', zh_CN: '发货人', zh_HK: '發貨人' },
  CONSIGNEE: { en_US: 'Consignee', zh_CN: '收货人', zh_HK: '收貨人' },
  NOTIFY: { en_US: 'Notify party', zh_CN: '通知人', zh_HK: '通知人' },
  OVERSEAS_AGENT: { en_US: 'Overseas agent', zh_CN: '海外代理', zh_HK: '海外代理' },
  SALES_AGENT: { en_US: 'Sales agent', zh_CN: '销售代理', zh_HK: '銷售代理' },
  POL_AGENT: { en_US: 'POL agent', zh_CN: '起运港代理', zh_HK: '起運港代理' },
  CARRIER: { en_US: 'Carrier', zh_CN: '船公司', zh_HK: '船公司' },
  TRUCKER: { en_US: 'Trucker', zh_CN: '拖车行', zh_HK: '拖車行' },
  WAREHOUSE: { en_US: 'Warehouse', zh_CN: '仓库', zh_HK: '倉庫' },
  BROKER: { en_US: 'Customs broker', zh_CN: '报关行', zh_HK: '報關行' },
};

/** A decimal written with exactly two decimals, as numeric(…, 2) gives it back: `12.5` → `12.50`. */
const twoDecimals = (v: string) => {
  const [whole = '0', fraction = ''] = v.split('.');
  return `${Number(whole)}.${fraction.padEnd(2, '0')}`;
};

/** A decimal given as a string or a number, at most two decimals; always answered as a string. */
const decimal = (pattern: RegExp) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(pattern))
    .transform(twoDecimals);

/** spec §5 and §9: amounts take two decimals. Money travels as a decimal string, never a float. */
export const money = decimal(/^\d{1,12}(\.\d{1,2})?$/);

/** A tax rate in percent, 0 to 100 with two decimals (spec §3 Charge/cost tax rate). */
export const taxRate = decimal(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/);
