import type { Localized } from '../../i18n/locales';

/** Messages of the job lists: the bill-number search, copy, batch update and related jobs (spec §5, §8). */
export const JOB_LIST_MESSAGES = {
  // spec §5 / §9: a job query by MB/L or HB/L accepts at most 200 numbers.
  'jobList.tooManyBillNos': {
    en_US: 'At most {{max}} MB/L or HB/L numbers can be searched at once ({{count}} given)',
    zh_CN: '一次最多查询 {{max}} 个提单号（当前 {{count}} 个）',
    zh_HK: '一次最多查詢 {{max}} 個提單號（當前 {{count}} 個）',
  },
  'jobList.dateRangeNeedsType': {
    en_US: 'Choose which date the range applies to',
    zh_CN: '请选择日期范围对应的日期类型',
    zh_HK: '請選擇日期範圍對應的日期類型',
  },
  // spec §5: related jobs only for FCL/LCL/HBL types, and not for a job that is already related.
  'jobList.relatedModeRefused': {
    en_US: 'A related job can only be created for an FCL, LCL or HBL job ({{jobNo}} is {{mode}})',
    zh_CN: '只有 FCL、LCL 或 HBL 工作单可以创建关联工作单（{{jobNo}} 为 {{mode}}）',
    zh_HK: '只有 FCL、LCL 或 HBL 工作單可以創建關聯工作單（{{jobNo}} 為 {{mode}}）',
  },
  'jobList.alreadyRelated': {
    en_US: 'Job {{jobNo}} is already related to job {{relatedJobNo}}',
    zh_CN: '工作单 {{jobNo}} 已关联工作单 {{relatedJobNo}}',
    zh_HK: '工作單 {{jobNo}} 已關聯工作單 {{relatedJobNo}}',
  },
} as const satisfies Record<string, Localized>;
