import type { Localized } from '../../i18n/locales';

/** Messages of a job's goods status (issue 20: the tab, the desk's batch). A refusal names the job, as a batch needs. */
export const GOODS_STATUS_MESSAGES = {
  'goodsStatus.recorded': {
    en_US: '{{step}} recorded',
    zh_CN: '已记录“{{step}}”',
    zh_HK: '已記錄「{{step}}」',
  },
  'goodsStatus.corrected': {
    en_US: '{{step}} corrected',
    zh_CN: '已更正“{{step}}”',
    zh_HK: '已更正「{{step}}」',
  },
  'goodsStatus.undone': {
    en_US: '{{step}} taken back',
    zh_CN: '已撤销“{{step}}”',
    zh_HK: '已撤銷「{{step}}」',
  },
  'goodsStatus.batchSet': {
    en_US: '{{step}} set on {{count}} jobs',
    zh_CN: '已为 {{count}} 票业务设置“{{step}}”',
    zh_HK: '已為 {{count}} 票業務設置「{{step}}」',
  },
  'goodsStatus.beforePrevious': {
    en_US:
      'Job {{jobNo}}: {{step}} cannot be dated before {{previous}} ({{at}}); record it as a correction with a reason',
    zh_CN: '业务 {{jobNo}}：“{{step}}”的时间不能早于“{{previous}}”（{{at}}），如需如此请填写原因作为更正记录',
    zh_HK: '業務 {{jobNo}}：「{{step}}」的時間不能早於「{{previous}}」（{{at}}），如需如此請填寫原因作為更正記錄',
  },
  'goodsStatus.afterNext': {
    en_US: 'Job {{jobNo}}: {{step}} cannot be dated after {{next}} ({{at}}); record it as a correction with a reason',
    zh_CN: '业务 {{jobNo}}：“{{step}}”的时间不能晚于“{{next}}”（{{at}}），如需如此请填写原因作为更正记录',
    zh_HK: '業務 {{jobNo}}：「{{step}}」的時間不能晚於「{{next}}」（{{at}}），如需如此請填寫原因作為更正記錄',
  },
  'goodsStatus.alreadyRecorded': {
    en_US: 'Job {{jobNo}}: {{step}} is recorded already ({{at}}); correct it instead',
    zh_CN: '业务 {{jobNo}}：“{{step}}”已记录（{{at}}），请改用更正',
    zh_HK: '業務 {{jobNo}}：「{{step}}」已記錄（{{at}}），請改用更正',
  },
  'goodsStatus.alreadyUndone': {
    en_US: 'This entry was taken back already',
    zh_CN: '该记录已被撤销',
    zh_HK: '該記錄已被撤銷',
  },
} as const satisfies Record<string, Localized>;
