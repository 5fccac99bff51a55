import type { Localized } from '../../i18n/locales';

/** Messages of the rail entrusts (issue 19, spec §3 Rail entrust). */
export const RAIL_MESSAGES = {
  'rail.saved': {
    en_US: 'Rail entrust {{no}} saved',
    zh_CN: '铁路委托 {{no}} 已保存',
    zh_HK: '鐵路委託 {{no}} 已保存',
  },
  'rail.arrivalBeforeDeparture': {
    en_US: 'The train cannot arrive before it departs',
    zh_CN: '到站日期不能早于发车日期',
    zh_HK: '到站日期不能早於發車日期',
  },
  'rail.containerNotOfJob': {
    en_US: 'Container {{no}} is not a container of job {{jobNo}}',
    zh_CN: '集装箱 {{no}} 不是工作单 {{jobNo}} 的集装箱',
    zh_HK: '貨櫃 {{no}} 不是工作單 {{jobNo}} 的貨櫃',
  },
  'rail.containerOnEntrust': {
    en_US: 'Container {{no}} is already on rail entrust {{entrustNo}}',
    zh_CN: '集装箱 {{no}} 已在铁路委托 {{entrustNo}} 上',
    zh_HK: '貨櫃 {{no}} 已在鐵路委託 {{entrustNo}} 上',
  },
  'rail.cancelled': {
    en_US: 'Rail entrust {{no}} is cancelled: entrust it again before changing it',
    zh_CN: '铁路委托 {{no}} 已取消：请先重新委托再修改',
    zh_HK: '鐵路委託 {{no}} 已取消：請先重新委託再修改',
  },
  'rail.notDeletable': {
    en_US: 'Rail entrust {{no}} is with the railway already: cancel it instead of deleting it',
    zh_CN: '铁路委托 {{no}} 已委托给铁路：请取消，不能删除',
    zh_HK: '鐵路委託 {{no}} 已委託給鐵路：請取消，不能刪除',
  },
} as const satisfies Record<string, Localized>;
