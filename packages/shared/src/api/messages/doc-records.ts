import type { Localized } from '../../i18n/locales';

/** Messages of doc records: the journey of original bills and other papers (issue 18, spec §3). */
export const DOC_RECORD_MESSAGES = {
  'docRecord.stepNotAllowed': {
    en_US: 'Doc {{docNo}} is "{{status}}": "{{step}}" cannot come next',
    zh_CN: '单证 {{docNo}} 当前为"{{status}}"，不能执行"{{step}}"',
    zh_HK: '單證 {{docNo}} 當前為"{{status}}"，不能執行"{{step}}"',
  },
  'docRecord.stepBeforeLast': {
    en_US: 'The date is before the last step of the journey ({{date}})',
    zh_CN: '日期早于上一步的日期（{{date}}）',
    zh_HK: '日期早於上一步的日期（{{date}}）',
  },
  'docRecord.stepInFuture': {
    en_US: 'The date is after today',
    zh_CN: '日期不能晚于今天',
    zh_HK: '日期不能晚於今天',
  },
  'docRecord.hblNotOfJob': {
    en_US: 'HBL {{value}} is not a house bill of this job',
    zh_CN: '分单 {{value}} 不属于本工作单',
    zh_HK: '分單 {{value}} 不屬於本工作單',
  },
  'docRecord.duplicate': {
    en_US: 'This bill already has a doc record of this type: {{docNo}}',
    zh_CN: '该提单已有此类型的单证记录：{{docNo}}',
    zh_HK: '該提單已有此類型的單證記錄：{{docNo}}',
  },
  'docRecord.noReceiver': {
    en_US: 'The bill names no {{party}} to send the doc to',
    zh_CN: '提单上没有可寄送的{{party}}',
    zh_HK: '提單上沒有可寄送的{{party}}',
  },
  'docRecord.notDeletable': {
    en_US: 'Doc {{docNo}} has started its journey: it is kept, not deleted',
    zh_CN: '单证 {{docNo}} 已有流转记录，不能删除',
    zh_HK: '單證 {{docNo}} 已有流轉記錄，不能刪除',
  },
} as const satisfies Record<string, Localized>;
