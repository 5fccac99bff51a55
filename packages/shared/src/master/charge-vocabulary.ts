import { z } from 'zod';
import type { TLabelKey } from '../labels/keys';

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
export const CHARGE_CATEGORY_LABELS = {
  FREIGHT: 'masterData:chargeCategories.FREIGHT',
  ORIGIN: 'masterData:chargeCategories.ORIGIN',
  DESTINATION: 'masterData:chargeCategories.DESTINATION',
  DOCUMENT: 'masterData:chargeCategories.DOCUMENT',
  CUSTOMS: 'masterData:chargeCategories.CUSTOMS',
  TRUCKING: 'masterData:chargeCategories.TRUCKING',
  WAREHOUSE: 'masterData:chargeCategories.WAREHOUSE',
  INSURANCE: 'masterData:chargeCategories.INSURANCE',
  OTHER: 'masterData:chargeCategories.OTHER',
} as const satisfies Record<TChargeCategory, TLabelKey>;

/** domain.md Money: what a charge is counted by (per B/L, per container, per CBM, …). */
export const CHARGE_UNITS = ['BL', 'SHPT', 'CNTR', '20GP', '40GP', '40HQ', 'CBM', 'KG', 'TON', 'W/M', 'SET'] as const;
export type TChargeUnit = (typeof CHARGE_UNITS)[number];
export const CHARGE_UNIT_LABELS = {
  BL: 'masterData:chargeUnits.BL',
  SHPT: 'masterData:chargeUnits.SHPT',
  CNTR: 'masterData:chargeUnits.CNTR',
  '20GP': 'masterData:chargeUnits.20GP',
  '40GP': 'masterData:chargeUnits.40GP',
  '40HQ': 'masterData:chargeUnits.40HQ',
  CBM: 'masterData:chargeUnits.CBM',
  KG: 'masterData:chargeUnits.KG',
  TON: 'masterData:chargeUnits.TON',
  'W/M': 'masterData:chargeUnits.W/M',
  SET: 'masterData:chargeUnits.SET',
} as const satisfies Record<TChargeUnit, TLabelKey>;

/** AR: receivable from a customer (a charge); AP: payable to a supplier (a cost). domain.md Money. */
export const CHARGE_SIDES = ['AR', 'AP'] as const;
type TChargeSide = (typeof CHARGE_SIDES)[number];
export const CHARGE_SIDE_LABELS = {
  AR: 'masterData:chargeSides.AR',
  AP: 'masterData:chargeSides.AP',
} as const satisfies Record<TChargeSide, TLabelKey>;

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
type TJobPartyRole = (typeof JOB_PARTY_ROLES)[number];
export const JOB_PARTY_ROLE_LABELS = {
  CUSTOMER: 'masterData:partyRoles.CUSTOMER',
  SHIPPER: 'masterData:partyRoles.SHIPPER',
  CONSIGNEE: 'masterData:partyRoles.CONSIGNEE',
  NOTIFY: 'masterData:partyRoles.NOTIFY',
  OVERSEAS_AGENT: 'masterData:partyRoles.OVERSEAS_AGENT',
  SALES_AGENT: 'masterData:jobPartyRoles.SALES_AGENT',
  POL_AGENT: 'masterData:jobPartyRoles.POL_AGENT',
  CARRIER: 'masterData:entities.carrier',
  TRUCKER: 'masterData:jobPartyRoles.TRUCKER',
  WAREHOUSE: 'masterData:partyRoles.WAREHOUSE',
  BROKER: 'masterData:partyRoles.BROKER',
} as const satisfies Record<TJobPartyRole, TLabelKey>;

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

/** A percentage, 0 to 100 with two decimals: an office's minimum margin (issue 17), a tax rate. */
export const percent = decimal(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/);

/** A tax rate in percent (spec §3 Charge/cost tax rate). */
export const taxRate = percent;
