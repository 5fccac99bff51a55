import type { Localized } from '../../i18n/locales';

/** Messages of printed job documents (issue 18). */
export const DOCUMENT_MESSAGES = {
  'document.noHbl': {
    en_US: 'Job {{jobNo}} has no HB/L to print: add one on its B/L tab first',
    zh_CN: '工作单 {{jobNo}} 没有可打印的分提单：请先在提单页添加',
    zh_HK: '工作單 {{jobNo}} 沒有可列印的分提單：請先在提單頁添加',
  },
  'document.whichHbl': {
    en_US: 'Job {{jobNo}} has {{count}} HB/Ls: choose the one to print',
    zh_CN: '工作单 {{jobNo}} 有 {{count}} 票分提单：请选择要打印的一票',
    zh_HK: '工作單 {{jobNo}} 有 {{count}} 票分提單：請選擇要列印的一票',
  },
  'document.notForJobType': {
    en_US: 'The {{document}} is not printed for this job type',
    zh_CN: '此类工作单不打印{{document}}',
    zh_HK: '此類工作單不列印{{document}}',
  },
  'document.originalNeedsReason': {
    en_US: 'The original of HB/L {{hblNo}} was issued on {{at}} by {{by}}: give the reason for printing it again',
    zh_CN: '分提单 {{hblNo}} 的正本已于 {{at}} 由 {{by}} 签发：重印须填写原因',
    zh_HK: '分提單 {{hblNo}} 的正本已於 {{at}} 由 {{by}} 簽發：重印須填寫原因',
  },
  'document.batchWithoutHbl': {
    en_US: 'These jobs have no HB/L to print: {{jobNos}}',
    zh_CN: '以下工作单没有可打印的分提单：{{jobNos}}',
    zh_HK: '以下工作單沒有可列印的分提單：{{jobNos}}',
  },
} as const satisfies Record<string, Localized>;
