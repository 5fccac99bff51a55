import type { Localized } from '../../i18n/locales';

/** Messages of ocean export and import jobs (spec §8 Jobs; the wording beyond the meaning is ours). */
export const JOB_MESSAGES = {
  'job.etaBeforeEtd': {
    en_US: 'The ETA cannot be before the ETD',
    zh_CN: '预计到港日不能早于预计开船日',
    zh_HK: '預計到港日不能早於預計開船日',
  },
  'job.ataBeforeAtd': {
    en_US: 'The ATA cannot be before the ATD',
    zh_CN: '实际到港日不能早于实际开船日',
    zh_HK: '實際到港日不能早於實際開船日',
  },
  'job.pastEta': {
    en_US: 'The ETA {{eta}} is before today: confirm it to save',
    zh_CN: '预计到港日 {{eta}} 早于今天：确认后方可保存',
    zh_HK: '預計到港日 {{eta}} 早於今天：確認後方可保存',
  },
  // spec §8 "same job mode chosen".
  'job.sameMode': {
    en_US: 'Same job mode chosen: the job is already {{mode}}',
    zh_CN: '选择了相同的工作单模式：工作单已是 {{mode}}',
    zh_HK: '選擇了相同的工作單模式：工作單已是 {{mode}}',
  },
  // spec §8 "verification failed, fill in the required items".
  'job.requiredFields': {
    en_US: 'Verification failed, fill in the required items: {{fields}}',
    zh_CN: '校验失败，请填写必填项：{{fields}}',
    zh_HK: '校驗失敗，請填寫必填項：{{fields}}',
  },
  // spec §8 "related-office customer, shipper, consignee, notify or carrier does not exist".
  'job.partyMissing': {
    en_US: 'The {{field}} (party {{value}}) does not exist',
    zh_CN: '{{field}}（往来单位 {{value}}）不存在',
    zh_HK: '{{field}}（往來單位 {{value}}）不存在',
  },
  'job.carrierMissing': {
    en_US: 'The carrier {{value}} does not exist',
    zh_CN: '船公司 {{value}} 不存在',
    zh_HK: '船公司 {{value}} 不存在',
  },
  'job.portMissing': {
    en_US: 'The {{field}} {{value}} is not a known port',
    zh_CN: '{{field}} {{value}} 不是已知港口',
    zh_HK: '{{field}} {{value}} 不是已知港口',
  },
  'job.userMissing': {
    en_US: 'The {{field}} (user {{value}}) does not exist or is disabled',
    zh_CN: '{{field}}（用户 {{value}}）不存在或已停用',
    zh_HK: '{{field}}（用戶 {{value}}）不存在或已停用',
  },
  'job.codeMissing': {
    en_US: 'The {{field}} {{value}} is not an enabled code of the data dictionary',
    zh_CN: '{{field}} {{value}} 不是数据字典中已启用的代码',
    zh_HK: '{{field}} {{value}} 不是數據字典中已啟用的代碼',
  },
  // spec §5: a customer cannot be changed once charges exist.
  'job.customerLocked': {
    en_US: 'The customer cannot be changed: the job has charges',
    zh_CN: '工作单已有费用，不能更改委托客户',
    zh_HK: '工作單已有費用，不能更改委託客戶',
  },
  // spec §8 "cannot delete a job which has charges".
  'job.hasCharges': {
    en_US: 'Cannot delete a job which has charges',
    zh_CN: '不能删除有费用的工作单',
    zh_HK: '不能刪除有費用的工作單',
  },
  // spec §8 "please delete HBL first".
  'job.deleteHblFirst': {
    en_US: 'Please delete HBL first: job {{jobNo}} still holds {{count}}',
    zh_CN: '请先删除分单：工作单 {{jobNo}} 还有 {{count}} 票',
    zh_HK: '請先刪除分單：工作單 {{jobNo}} 還有 {{count}} 票',
  },
} as const satisfies Record<string, Localized>;
