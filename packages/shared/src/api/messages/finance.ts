import type { Localized } from '../../i18n/locales';

/**
 * Messages of charge and cost lines (spec §5 charge rules, §8 charges and invoices). The
 * spec gives meanings; where it quotes words, the English keeps them.
 */
export const FINANCE_MESSAGES = {
  // spec §5/§9: amounts take two decimals.
  'charge.twoDecimals': {
    en_US: 'Amounts take two decimals: {{value}}',
    zh_CN: '金额最多两位小数：{{value}}',
    zh_HK: '金額最多兩位小數：{{value}}',
  },
  'charge.numDecimals': {
    en_US: 'Num takes at most four decimals: {{value}}',
    zh_CN: '数量最多四位小数：{{value}}',
    zh_HK: '數量最多四位小數：{{value}}',
  },
  // spec §5: num cannot be 0.
  'charge.numZero': { en_US: 'Num cannot be 0', zh_CN: '数量不能为 0', zh_HK: '數量不能為 0' },
  // numeric(14, 2): price × num or its conversion must stay within twelve digits before the point.
  'charge.amountTooLarge': {
    en_US: 'The amount {{value}} is too large: at most 12 digits before the decimal point',
    zh_CN: '金额 {{value}} 过大：整数部分最多 12 位',
    zh_HK: '金額 {{value}} 過大：整數部分最多 12 位',
  },
  'charge.priceRequired': { en_US: 'Price is required', zh_CN: '单价必填', zh_HK: '單價必填' },
  // spec §5: tax type and tax rate must both be filled (and a branch company is required).
  'charge.taxTypeAndRate': {
    en_US: 'Tax type and tax rate must both be filled',
    zh_CN: '税种和税率须同时填写',
    zh_HK: '稅種和稅率須同時填寫',
  },
  'charge.branchCompanyRequired': {
    en_US: 'A taxed line needs the branch company that issues the tax invoice',
    zh_CN: '含税费用须填写开票分公司',
    zh_HK: '含稅費用須填寫開票分公司',
  },
  'charge.unknownParty': {
    en_US: 'Settlement account {{value}} does not exist',
    zh_CN: '结算单位 {{value}} 不存在',
    zh_HK: '結算單位 {{value}} 不存在',
  },
  'charge.unknownBranchCompany': {
    en_US: 'Branch company {{value}} does not exist',
    zh_CN: '开票分公司 {{value}} 不存在',
    zh_HK: '開票分公司 {{value}} 不存在',
  },
  'charge.hblNotOfJob': {
    en_US: 'HB/L {{value}} is not of this job',
    zh_CN: '分单 {{value}} 不属于本工作单',
    zh_HK: '分單 {{value}} 不屬於本工作單',
  },
  // spec §5 "ETD cannot be empty for some charge actions": the rate date of an export job.
  'charge.etdEmpty': {
    en_US: 'ETD is empty: the exchange rate of {{currency}} is taken on the job’s ETD',
    zh_CN: '预计开船日为空：{{currency}} 的汇率按工作单的预计开船日取',
    zh_HK: '預計開船日為空：{{currency}} 的匯率按工作單的預計開船日取',
  },
  'charge.etaEmpty': {
    en_US: 'ETA is empty: the exchange rate of {{currency}} is taken on the job’s ETA',
    zh_CN: '预计到港日为空：{{currency}} 的汇率按工作单的预计到港日取',
    zh_HK: '預計到港日為空：{{currency}} 的匯率按工作單的預計到港日取',
  },
  // spec §8 "exchange rate invalid".
  'charge.rateInvalid': {
    en_US: 'Exchange rate invalid: office {{office}} has no {{from}}/{{to}} rate on {{date}}',
    zh_CN: '汇率无效：{{office}} 在 {{date}} 没有 {{from}}/{{to}} 的汇率',
    zh_HK: '匯率無效：{{office}} 在 {{date}} 沒有 {{from}}/{{to}} 的匯率',
  },
  // spec §8 "has invoice, statement or tax invoice no".
  'charge.hasInvoice': {
    en_US: 'Line {{n}} has invoice, statement or tax invoice no {{invoiceNo}}: it cannot be changed or deleted',
    zh_CN: '第 {{n}} 行已有发票、对账单或税票号 {{invoiceNo}}，不能修改或删除',
    zh_HK: '第 {{n}} 行已有發票、對賬單或稅票號 {{invoiceNo}}，不能修改或刪除',
  },
  'charge.checkedLocked': {
    en_US: 'Line {{n}} is checked: undo the check before changing or deleting it',
    zh_CN: '第 {{n}} 行已审核，须先取消审核才能修改或删除',
    zh_HK: '第 {{n}} 行已審核，須先取消審核才能修改或刪除',
  },
  // spec §6: charges created by one company type (XC) cannot be operated by another (SC).
  'charge.otherCompanyType': {
    en_US: 'Charges created by company type {{lineType}} cannot be operated by {{callerType}}',
    zh_CN: '{{lineType}} 公司类型创建的费用不能由 {{callerType}} 操作',
    zh_HK: '{{lineType}} 公司類型建立的費用不能由 {{callerType}} 操作',
  },
  // spec §8 "unchecked charges cannot be cancelled".
  'charge.uncheckedCannotCancel': {
    en_US: 'Unchecked charges cannot be cancelled',
    zh_CN: '未审核的费用不能取消审核',
    zh_HK: '未審核的費用不能取消審核',
  },
  // spec §8 "already cleared or reviewed".
  'charge.clearedOrReviewed': {
    en_US: 'Already cleared or reviewed',
    zh_CN: '已核销或已复核',
    zh_HK: '已核銷或已覆核',
  },
  'charge.checkNotAllowed': {
    en_US: 'Line {{n}} is {{status}}: it cannot be {{action}}',
    zh_CN: '第 {{n}} 行为{{status}}状态，不能{{action}}',
    zh_HK: '第 {{n}} 行為{{status}}狀態，不能{{action}}',
  },
  'charge.reviewNotAllowed': {
    en_US: 'The charges are {{status}}: this review step is not possible',
    zh_CN: '费用为{{status}}状态，不能执行此复核操作',
    zh_HK: '費用為{{status}}狀態，不能執行此覆核操作',
  },
  'charge.reviewNeedsChecked': {
    en_US: 'Every line must be checked before the charges are reviewed',
    zh_CN: '所有费用审核后才能复核',
    zh_HK: '所有費用審核後才能覆核',
  },
  'charge.reviewedLocked': {
    en_US: 'The charges are reviewed: reopen the review before changing them',
    zh_CN: '费用已复核，须先取消复核才能修改',
    zh_HK: '費用已覆核，須先取消覆核才能修改',
  },
  // spec §5: apportionment amount 0 is invalid; apportionment weight is required.
  'charge.apportionZero': {
    en_US: 'Apportionment amount 0 is invalid',
    zh_CN: '分摊金额不能为 0',
    zh_HK: '分攤金額不能為 0',
  },
  'charge.apportionWeightRequired': {
    en_US: 'Apportionment weight is required: sub-job {{jobNo}} has no {{basis}}',
    zh_CN: '分摊依据必填：子工作单 {{jobNo}} 没有{{basis}}',
    zh_HK: '分攤依據必填：子工作單 {{jobNo}} 沒有{{basis}}',
  },
  'charge.apportionNotMaster': {
    en_US: 'Only a consolidation (master job) with sub-jobs spreads a cost onto them',
    zh_CN: '只有带子工作单的集拼主单才能分摊费用',
    zh_HK: '只有帶子工作單的集拼主單才能分攤費用',
  },
  // spec §5: a job or an HBL with charges cannot be deleted.
  'hbl.hasCharges': {
    en_US: 'Cannot delete an HBL which has charges',
    zh_CN: '不能删除有费用的分单',
    zh_HK: '不能刪除有費用的分單',
  },
} as const satisfies Record<string, Localized>;
