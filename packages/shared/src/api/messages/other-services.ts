import type { Localized } from '../../i18n/locales';

/** Messages of a job's other services (issue 19, the other service tab) and their cost lines. */
export const OTHER_SERVICE_MESSAGES = {
  'otherService.saved': {
    en_US: '{{kind}} saved',
    zh_CN: '{{kind}}已保存',
    zh_HK: '{{kind}}已保存',
  },
  'otherService.doneBeforeOrdered': {
    en_US: 'A service cannot be done before it was ordered',
    zh_CN: '完成日期不能早于委托日期',
    zh_HK: '完成日期不能早於委託日期',
  },
  'otherService.costIncomplete': {
    en_US: 'A cost needs its charge code, currency and amount',
    zh_CN: '成本须填写费用代码、币种和金额',
    zh_HK: '成本須填寫費用代碼、幣種和金額',
  },
  'otherService.costNeedsSupplier': {
    en_US: 'A cost is paid to the supplier: choose the supplier',
    zh_CN: '成本须付给供应商：请选择供应商',
    zh_HK: '成本須付給供應商：請選擇供應商',
  },
  'otherService.insuranceOnly': {
    en_US: 'Insured value and premium rate belong to cargo insurance only',
    zh_CN: '保险金额和保险费率仅适用于货物保险',
    zh_HK: '保險金額和保險費率僅適用於貨物保險',
  },
  'charge.fromOtherService': {
    en_US: 'Line {{n}} is the cost of the {{service}} on the other service tab: change it there',
    zh_CN: '第 {{n}} 行是其他服务页签中“{{service}}”的成本，请在该处修改',
    zh_HK: '第 {{n}} 行是其他服務頁籤中「{{service}}」的成本，請在該處修改',
  },
} as const satisfies Record<string, Localized>;
