import type { Localized } from '../../i18n/locales';

/**
 * Messages of the warehouse (issue 19): spec §8 "warehouse out, new warehousing or goods not
 * available" as the answers of a warehouse-in, a warehouse-out and a refused out.
 */
export const WAREHOUSE_MESSAGES = {
  'warehouse.newWarehousing': {
    en_US: 'New warehousing {{no}}: {{packages}} pkgs in',
    zh_CN: '新进仓 {{no}}：进仓 {{packages}} 件',
    zh_HK: '新進倉 {{no}}：進倉 {{packages}} 件',
  },
  'warehouse.out': {
    en_US: 'Warehouse out: {{packages}} pkgs of {{no}}, {{left}} left in stock',
    zh_CN: '出仓成功：{{no}} 出仓 {{packages}} 件，剩余库存 {{left}} 件',
    zh_HK: '出倉成功：{{no}} 出倉 {{packages}} 件，剩餘庫存 {{left}} 件',
  },
  'warehouse.outCancelled': {
    en_US: 'Warehouse out of {{packages}} pkgs of {{no}} cancelled: back in stock',
    zh_CN: '已撤销 {{no}} 的出仓 {{packages}} 件，货物回到库存',
    zh_HK: '已撤銷 {{no}} 的出倉 {{packages}} 件，貨物回到庫存',
  },
  'warehouse.notReleased': {
    en_US: 'Goods not available: customs has not released {{no}}',
    zh_CN: '货物不可提：{{no}} 尚未海关放行',
    zh_HK: '貨物不可提：{{no}} 尚未海關放行',
  },
  'warehouse.notAllowedOut': {
    en_US: 'Goods not available: {{no}} is not allowed out',
    zh_CN: '货物不可提：{{no}} 未允许出仓',
    zh_HK: '貨物不可提：{{no}} 未允許出倉',
  },
  'warehouse.overStock': {
    en_US: 'Goods not available: {{no}} holds {{stock}} {{what}} in stock, {{asked}} asked',
    zh_CN: '货物不可提：{{no}} 库存{{what}}为 {{stock}}，出仓 {{asked}}',
    zh_HK: '貨物不可提：{{no}} 庫存{{what}}為 {{stock}}，出倉 {{asked}}',
  },
  'warehouse.outboundConfirmed': {
    en_US: 'The outbound of {{no}} is confirmed: its warehouse out cannot change',
    zh_CN: '{{no}} 已出库确认，出仓记录不能再变更',
    zh_HK: '{{no}} 已出庫確認，出倉記錄不能再變更',
  },
  'warehouse.outboundWithStock': {
    en_US: 'The outbound of {{no}} is confirmed once all its cargo is out ({{left}} pkgs in stock)',
    zh_CN: '{{no}} 的货物全部出仓后才能出库确认（库存 {{left}} 件）',
    zh_HK: '{{no}} 的貨物全部出倉後才能出庫確認（庫存 {{left}} 件）',
  },
  'warehouse.belowOut': {
    en_US: '{{no}} has {{out}} {{what}} out already: what came in cannot be less',
    zh_CN: '{{no}} 已出仓{{what}} {{out}}，进仓数量不能少于已出仓数量',
    zh_HK: '{{no}} 已出倉{{what}} {{out}}，進倉數量不能少於已出倉數量',
  },
  'warehouse.notDeletable': {
    en_US: '{{no}} has had cargo out: it is kept, not deleted',
    zh_CN: '{{no}} 已有出仓记录，不能删除',
    zh_HK: '{{no}} 已有出倉記錄，不能刪除',
  },
  'warehouse.damageOverPackages': {
    en_US: 'Damaged pkgs cannot be more than the pkgs in',
    zh_CN: '破损件数不能多于进仓件数',
    zh_HK: '破損件數不能多於進倉件數',
  },
} as const satisfies Record<string, Localized>;
