import type { Localized } from '../../i18n/locales';

/** Messages of the customs entrustments (issue 19, spec §3 Customs). */
export const CUSTOMS_MESSAGES = {
  'customs.saved': {
    en_US: 'Customs entrustment {{no}} saved',
    zh_CN: '报关委托 {{no}} 已保存',
    zh_HK: '報關委託 {{no}} 已保存',
  },
  'customs.releaseBeforeEntry': {
    en_US: 'Customs releases the cargo only after its entry: give the entry date, not later than the release',
    zh_CN: '货物须先报关才能放行：请填写报关日期，且不晚于放行时间',
    zh_HK: '貨物須先報關才能放行：請填寫報關日期，且不晚於放行時間',
  },
  'customs.examBeforeOrder': {
    en_US: 'The exam cannot be done before it was ordered',
    zh_CN: '查验完成日期不能早于查验通知日期',
    zh_HK: '查驗完成日期不能早於查驗通知日期',
  },
  'customs.examReleaseBeforeExam': {
    en_US: 'The exam is released only after it was done: give the exam date, not later than the exam release',
    zh_CN: '查验放行须在查验之后：请填写查验日期，且不晚于查验放行日期',
    zh_HK: '查驗放行須在查驗之後：請填寫查驗日期，且不晚於查驗放行日期',
  },
  'customs.taxCurrencyRequired': {
    en_US: 'The tax bill needs its currency',
    zh_CN: '税单金额须填写币种',
    zh_HK: '稅單金額須填寫幣種',
  },
  'customs.cancelReasonRequired': {
    en_US: 'A cancel needs its reason',
    zh_CN: '撤销报关须填写原因',
    zh_HK: '撤銷報關須填寫原因',
  },
  'customs.cancelled': {
    en_US: 'Customs entrustment {{no}} is cancelled: it cannot change any more',
    zh_CN: '报关委托 {{no}} 已撤销，不能再修改',
    zh_HK: '報關委託 {{no}} 已撤銷，不能再修改',
  },
} as const satisfies Record<string, Localized>;
