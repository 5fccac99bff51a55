import type { Localized } from '../i18n/locales';

const l = (en_US: string, zh_CN: string, zh_HK: string = zh_CN): Localized => ({ en_US, zh_CN, zh_HK });

/**
 * A job's progress (spec §3 job status; its transitions are "not shown", so docs/decisions.md
 * gives ours): opened, space confirmed by the carrier, sailed, arrived, completed, or cancelled.
 */
export const JOB_STATUSES = {
  OPEN: l('Open', '新建'),
  CONFIRMED: l('Confirmed', '已订舱', '已訂艙'),
  DEPARTED: l('Departed', '已开船', '已開船'),
  ARRIVED: l('Arrived', '已到港'),
  COMPLETED: l('Completed', '已完成'),
  CANCELLED: l('Cancelled', '已取消'),
} as const satisfies Record<string, Localized>;
export type TJobStatus = keyof typeof JOB_STATUSES;
export const JOB_STATUS_CODES = Object.keys(JOB_STATUSES) as [TJobStatus, ...TJobStatus[]];

/** spec §4 invoice status: a job without charges says so until the charges issue bills it. */
export const INVOICE_STATUSES = {
  NO_CHARGES: l('No charges', '无应收', '無應收'),
  UNBILLED: l('Unbilled', '未开票', '未開票'),
  PART_BILLED: l('Part billed', '部分开票', '部分開票'),
  BILLED: l('Billed', '已开票', '已開票'),
} as const satisfies Record<string, Localized>;
export type TInvoiceStatus = keyof typeof INVOICE_STATUSES;
export const INVOICE_STATUS_CODES = Object.keys(INVOICE_STATUSES) as [TInvoiceStatus, ...TInvoiceStatus[]];

/** spec §9 date filter types of the job lists (system code type DATE_FILTER has the same codes). */
export const JOB_DATE_FILTERS = [
  'ETD',
  'ETA',
  'OPERATION_TIME',
  'PACKING_DATE',
  'REVIEW_DATE',
  'GATE_IN_DATE',
] as const;
export type TJobDateFilter = (typeof JOB_DATE_FILTERS)[number];
