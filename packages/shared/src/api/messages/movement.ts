import type { Localized } from '../../i18n/locales';

/**
 * Messages every entrustment to a carrier shares, a trucking order's and a rail entrust's alike
 * (issue 19, spec §4 trucking/rail entrustment status).
 */
export const MOVEMENT_MESSAGES = {
  'entrustment.statusNotAllowed': {
    en_US: '{{entity}} {{no}} is "{{status}}": it cannot go to "{{to}}"',
    zh_CN: '{{entity}} {{no}} 当前为"{{status}}"，不能改为"{{to}}"',
    zh_HK: '{{entity}} {{no}} 當前為"{{status}}"，不能改為"{{to}}"',
  },
  'entrustment.reasonNeeded': {
    en_US: 'Going a step back corrects a mistake: say why',
    zh_CN: '退回上一步是更正错误，请填写原因',
    zh_HK: '退回上一步是更正錯誤，請填寫原因',
  },
  'entrustment.partyWithoutRole': {
    en_US: '{{name}} is not a {{role}} (its party record lacks the role)',
    zh_CN: '{{name}}不是{{role}}（其客户资料没有此角色）',
    zh_HK: '{{name}}不是{{role}}（其客戶資料沒有此角色）',
  },
} as const satisfies Record<string, Localized>;
