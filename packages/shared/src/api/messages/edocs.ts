import type { Localized } from '../../i18n/locales';

/** Messages of a job's attachments (eDocs) and the steps that need one (spec §5, issue 18). */
export const EDOC_MESSAGES = {
  // spec §5: "at least one attachment is required where stated".
  'edoc.required': {
    en_US: '{{step}} needs a {{type}} among the eDocs of job {{jobNo}}: upload one on the eDoc tab first',
    zh_CN: '{{step}}需要工作单 {{jobNo}} 的电子文档中有{{type}}：请先在电子文档页签上传',
    zh_HK: '{{step}}需要工作單 {{jobNo}} 的電子文件中有{{type}}：請先在電子文件頁籤上載',
  },
  'edoc.stillRequired': {
    en_US:
      '{{name}} cannot be deleted: it is the only {{type}} of job {{jobNo}}, needed for: {{step}}. Upload another first',
    zh_CN: '不能删除 {{name}}：它是工作单 {{jobNo}} 唯一的{{type}}，{{step}}需要它。请先上传另一份',
    zh_HK: '不能刪除 {{name}}：它是工作單 {{jobNo}} 唯一的{{type}}，{{step}}需要它。請先上載另一份',
  },
} as const satisfies Record<string, Localized>;
