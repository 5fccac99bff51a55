import type { Localized } from '../../i18n/locales';

/** Messages of invoices, vendor bills and clearing (spec §8 charges and invoices, issue 17). */
export const INVOICE_MESSAGES = {
  // spec §5/§9: invoice no at most 18 digits.
  'invoice.noTooLong': {
    en_US: 'Invoice no is at most {{max}} digits',
    zh_CN: '发票号最多 {{max}} 位数字',
    zh_HK: '發票號最多 {{max}} 位數字',
  },
  // spec §8 "invoice currency differs from detail currency".
  'invoice.currencyMismatch': {
    en_US: 'Invoice currency differs from detail currency: line {{n}} is in {{currency}}',
    zh_CN: '发票币种与明细币种不一致：第 {{n}} 行为 {{currency}}',
    zh_HK: '發票幣種與明細幣種不一致：第 {{n}} 行為 {{currency}}',
  },
  'invoice.partyMismatch': {
    en_US: 'An invoice holds the lines of one settlement account: line {{n}} is billed to {{party}}',
    zh_CN: '一张发票只能包含同一结算单位的费用：第 {{n}} 行的结算单位为 {{party}}',
    zh_HK: '一張發票只能包含同一結算單位的費用：第 {{n}} 行的結算單位為 {{party}}',
  },
  'invoice.sideMismatch': {
    en_US: 'Line {{n}} is not a line this kind of document holds ({{side}})',
    zh_CN: '第 {{n}} 行不能放入此类单据（{{side}}）',
    zh_HK: '第 {{n}} 行不能放入此類單據（{{side}}）',
  },
  'invoice.lineOnOtherInvoice': {
    en_US: 'Line {{n}} is already on invoice {{invoiceNo}}',
    zh_CN: '第 {{n}} 行已在发票 {{invoiceNo}} 上',
    zh_HK: '第 {{n}} 行已在發票 {{invoiceNo}} 上',
  },
  'invoice.lineNotOfJob': {
    en_US: 'Line {{value}} is not a line of this job',
    zh_CN: '费用 {{value}} 不属于本工作单',
    zh_HK: '費用 {{value}} 不屬於本工作單',
  },
  // spec §8 "invoice is not a draft, so it cannot be deleted".
  'invoice.notDraft': {
    en_US: 'Invoice is not a draft, so it cannot be deleted',
    zh_CN: '发票不是草稿，不能删除',
    zh_HK: '發票不是草稿，不能刪除',
  },
  // spec §4: an invoice must be cancelled from confirmed back to draft before change.
  'invoice.confirmedNoChange': {
    en_US: 'The invoice is confirmed: cancel it back to draft before changing it',
    zh_CN: '发票已确认，须先取消确认回到草稿才能修改',
    zh_HK: '發票已確認，須先取消確認回到草稿才能修改',
  },
  'invoice.notConfirmed': {
    en_US: 'Invoice {{invoiceNo}} is not confirmed',
    zh_CN: '发票 {{invoiceNo}} 未确认',
    zh_HK: '發票 {{invoiceNo}} 未確認',
  },
  // spec §8 "cleared invoices and billed tax invoices cannot be deleted".
  'invoice.clearedOrTaxBilled': {
    en_US: 'Cleared invoices and billed tax invoices cannot be deleted or cancelled',
    zh_CN: '已核销或已开税票的发票不能删除或取消',
    zh_HK: '已核銷或已開稅票的發票不能刪除或取消',
  },
  'invoice.linesNotChecked': {
    en_US: 'Lines must be checked before the invoice is confirmed: {{lines}}',
    zh_CN: '费用审核后才能确认发票：{{lines}}',
    zh_HK: '費用審核後才能確認發票：{{lines}}',
  },
  // spec §8 "account locked, blacklisted, or over credit (a warning)": confirming asks first.
  'invoice.overCreditConfirm': {
    en_US: '{{party}} is over its credit limit ({{exposure}} owed of {{limit}}): confirm to issue the invoice anyway',
    zh_CN: '{{party}} 已超出信用额度（欠款 {{exposure}}，额度 {{limit}}）：确认后仍开具发票',
    zh_HK: '{{party}} 已超出信用額度（欠款 {{exposure}}，額度 {{limit}}）：確認後仍開具發票',
  },
  'invoice.blacklistConfirm': {
    en_US: '{{party}} is blacklisted ({{reason}}): confirm to issue the invoice anyway',
    zh_CN: '{{party}} 在黑名单中（{{reason}}）：确认后仍开具发票',
    zh_HK: '{{party}} 在黑名單中（{{reason}}）：確認後仍開具發票',
  },
  'invoice.lowMargin': {
    en_US:
      'The job’s margin {{margin}}% is under the office’s minimum of {{min}}%: a finance user must confirm its invoices',
    zh_CN: '工作单毛利率 {{margin}}% 低于本办事处最低 {{min}}%：须由财务确认发票',
    zh_HK: '工作單毛利率 {{margin}}% 低於本辦事處最低 {{min}}%：須由財務確認發票',
  },
  'clearing.amountZero': {
    en_US: 'A clearing amount must be above 0',
    zh_CN: '核销金额须大于 0',
    zh_HK: '核銷金額須大於 0',
  },
  'clearing.exceedsOutstanding': {
    en_US: '{{amount}} is more than invoice {{invoiceNo}} has outstanding ({{outstanding}})',
    zh_CN: '{{amount}} 超过发票 {{invoiceNo}} 的未核销金额（{{outstanding}}）',
    zh_HK: '{{amount}} 超過發票 {{invoiceNo}} 的未核銷金額（{{outstanding}}）',
  },
  'clearing.invoiceMismatch': {
    en_US: 'Invoice {{invoiceNo}} is not a confirmed invoice of this party, side and currency',
    zh_CN: '发票 {{invoiceNo}} 不是该结算单位、方向和币种的已确认发票',
    zh_HK: '發票 {{invoiceNo}} 不是該結算單位、方向和幣種的已確認發票',
  },
  // spec §8 "charge-off unavailable".
  'clearing.chargeOffUnavailable': {
    en_US: 'Charge-off unavailable: invoice {{invoiceNo}} has nothing outstanding to write off',
    zh_CN: '不能冲销：发票 {{invoiceNo}} 没有可冲销的余额',
    zh_HK: '不能沖銷：發票 {{invoiceNo}} 沒有可沖銷的餘額',
  },
  'clearing.alreadyReversed': {
    en_US: 'The clearing is already reversed',
    zh_CN: '该核销已冲回',
    zh_HK: '該核銷已沖回',
  },
} as const satisfies Record<string, Localized>;
