import type { Localized } from '../i18n/locales';

/** Names of records in messages such as "User op01 does not exist". */
export const ENTITY_NAMES = {
  user: { en_US: 'User', zh_CN: '用户', zh_HK: '用戶' },
  role: { en_US: 'Role', zh_CN: '角色', zh_HK: '角色' },
  office: { en_US: 'Office', zh_CN: '办公室', zh_HK: '辦事處' },
  company: { en_US: 'Company', zh_CN: '公司', zh_HK: '公司' },
  file: { en_US: 'File', zh_CN: '文件', zh_HK: '檔案' },
  vessel: { en_US: 'Vessel', zh_CN: '船舶', zh_HK: '船舶' },
  carrier: { en_US: 'Carrier', zh_CN: '船公司', zh_HK: '船公司' },
  party: { en_US: 'Customer/partner', zh_CN: '客户/合作伙伴', zh_HK: '客戶/合作夥伴' },
  port: { en_US: 'Port', zh_CN: '港口', zh_HK: '港口' },
  currency: { en_US: 'Currency', zh_CN: '币种', zh_HK: '幣種' },
  exchangeRate: { en_US: 'Exchange rate', zh_CN: '汇率', zh_HK: '匯率' },
  chargeCode: { en_US: 'Charge code', zh_CN: '费用代码', zh_HK: '費用代碼' },
  chargeScheme: { en_US: 'Charge scheme', zh_CN: '费用方案', zh_HK: '費用方案' },
  chargeSchemeLines: { en_US: 'charge scheme lines', zh_CN: '费用方案明细', zh_HK: '費用方案明細' },
  jobNumberRule: { en_US: 'Job number rule', zh_CN: '工作单号规则', zh_HK: '工作單號規則' },
  country: { en_US: 'Country', zh_CN: '国家', zh_HK: '國家' },
  task: { en_US: 'Task', zh_CN: '任务', zh_HK: '任務' },
  uiTextOverride: { en_US: 'Text override', zh_CN: '文本覆盖', zh_HK: '文字覆蓋' },
  systemCodeType: { en_US: 'Code type', zh_CN: '代码类型', zh_HK: '代碼類型' },
  systemCode: { en_US: 'Code', zh_CN: '代码', zh_HK: '代碼' },
  systemCodes: { en_US: 'codes', zh_CN: '代码', zh_HK: '代碼' },
  jobFieldConfig: { en_US: 'Job field', zh_CN: '工作单字段', zh_HK: '工作單欄位' },
  users: { en_US: 'users', zh_CN: '用户', zh_HK: '用戶' },
} as const satisfies Record<string, Localized>;
