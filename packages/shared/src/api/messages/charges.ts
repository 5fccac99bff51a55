import type { Localized } from '../../i18n/locales';

/** Messages of charge codes, charge schemes and job-number auto-code rules. */
export const CHARGE_MESSAGES = {
  'chargeScheme.unknownChargeCode': {
    en_US: 'Charge code {{value}} does not exist or is disabled',
    zh_CN: '费用代码 {{value}} 不存在或已停用',
    zh_HK: '費用代碼 {{value}} 不存在或已停用',
  },
  // spec §5: the charge type must be valid for the job type.
  'chargeScheme.chargeCodeNotForJobType': {
    en_US: 'Charge code {{value}} is not valid for job type {{jobType}}',
    zh_CN: '费用代码 {{value}} 不适用于业务类型 {{jobType}}',
    zh_HK: '費用代碼 {{value}} 不適用於業務類型 {{jobType}}',
  },
  'jobNoRule.patternMissesPeriod': {
    en_US: 'The date part must show the period the sequence restarts in, or numbers would repeat',
    zh_CN: '日期部分须包含流水号重置的周期，否则编号会重复',
    zh_HK: '日期部分須包含流水號重置的週期，否則編號會重複',
  },
  'jobNoRule.invoiceDigits': {
    en_US: 'An invoice number is digits only (at most 18): the prefix must be digits',
    zh_CN: '发票号只能是数字（最多 18 位）：前缀须为数字',
    zh_HK: '發票號只能是數字（最多 18 位）：前綴須為數字',
  },
  // spec §8, quoted: a job of an office and type without a rule gets no number.
  'jobNo.noRule': {
    en_US: 'no auto-code rule',
    zh_CN: '没有自动编号规则',
    zh_HK: '沒有自動編號規則',
  },
  // spec §8, quoted: a rule without a prefix gives no number.
  'jobNo.noPrefix': {
    en_US: 'no job no prefix',
    zh_CN: '没有工作单号前缀',
    zh_HK: '沒有工作單號前綴',
  },
} as const satisfies Record<string, Localized>;
