import type { Localized } from '../../i18n/locales';

/** Messages of a job's booking, containers and goods (issue 5; spec §5 container rule, §8 carrier blacklist). */
export const CARGO_MESSAGES = {
  'cargo.decimal': {
    en_US: '{{value}} is not a number from 0 with at most {{places}} decimals',
    zh_CN: '{{value}} 不是不小于 0 且最多 {{places}} 位小数的数字',
    zh_HK: '{{value}} 不是不小於 0 且最多 {{places}} 位小數的數字',
  },
  'container.checkDigit': {
    en_US: 'Container {{no}}: the check digit should be {{expected}} (ISO 6346)',
    zh_CN: '箱号 {{no}}：校验位应为 {{expected}}（ISO 6346）',
    zh_HK: '箱號 {{no}}：校驗位應為 {{expected}}（ISO 6346）',
  },
  'container.checkDigitConfirm': {
    en_US:
      'The check digit of {{nos}} is not the ISO 6346 one: save the numbers as they are (shipper-owned or non-standard)?',
    zh_CN: '{{nos}} 的校验位不符合 ISO 6346：是否按原样保存这些箱号（货主自有箱或非标准箱号）？',
    zh_HK: '{{nos}} 的校驗位不符合 ISO 6346：是否按原樣保存這些箱號（貨主自有箱或非標準箱號）？',
  },
  'container.shape': {
    en_US: 'Container {{no}} is not an ISO 6346 number: 3 letters, U, J or Z, 6 digits and a check digit',
    zh_CN: '箱号 {{no}} 不符合 ISO 6346：3 个字母、U/J/Z、6 位数字和 1 位校验位',
    zh_HK: '箱號 {{no}} 不符合 ISO 6346：3 個字母、U/J/Z、6 位數字和 1 位校驗位',
  },
  'container.repeated': {
    en_US: 'Container {{no}} is already on this job',
    zh_CN: '箱号 {{no}} 已在此工作单中',
    zh_HK: '箱號 {{no}} 已在此工作單中',
  },
  'booking.confirmedWithoutNo': {
    en_US: 'A confirmed booking needs the carrier’s booking no',
    zh_CN: '已确认的订舱需要船公司的订舱号',
    zh_HK: '已確認的訂艙需要船公司的訂艙號',
  },
  'booking.soReleaseDateMissing': {
    en_US: 'A released SO needs its release date',
    zh_CN: '已放 SO 需要填写放单日期',
    zh_HK: '已放 SO 需要填寫放單日期',
  },
  'booking.containerTypeRepeated': {
    en_US: 'Container type {{value}} is already requested: change its quantity instead',
    zh_CN: '箱型 {{value}} 已在申请中：请修改其数量',
    zh_HK: '箱型 {{value}} 已在申請中：請修改其數量',
  },
  // spec §8 "airline (carrier) on blacklist": a warning the operator confirms.
  'booking.carrierBlacklisted': {
    en_US: 'Carrier {{carrier}} is on the blacklist ({{reason}}): confirm to book with it',
    zh_CN: '船公司 {{carrier}} 在黑名单中（{{reason}}）：确认后方可订舱',
    zh_HK: '船公司 {{carrier}} 在黑名單中（{{reason}}）：確認後方可訂艙',
  },
  'cargo.codeMissing': {
    en_US: 'The {{field}} {{value}} is not an enabled code of the data dictionary',
    zh_CN: '{{field}} {{value}} 不是数据字典中已启用的代码',
    zh_HK: '{{field}} {{value}} 不是數據字典中已啟用的代碼',
  },
  'goods.hsCodeMissing': {
    en_US: 'HS code {{value}} is not in the HS code table',
    zh_CN: 'HS 编码 {{value}} 不在 HS 编码表中',
    zh_HK: 'HS 編碼 {{value}} 不在 HS 編碼表中',
  },
  'goods.currencyMissing': {
    en_US: 'Currency {{value}} is not an enabled currency',
    zh_CN: '币种 {{value}} 不是已启用的币种',
    zh_HK: '幣種 {{value}} 不是已啟用的幣種',
  },
} as const satisfies Record<string, Localized>;
