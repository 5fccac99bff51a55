import { codesOf } from '../labels/codes-of';
import type { TLabelKey } from '../labels/keys';

/**
 * A job's progress (spec §3 job status; its transitions are "not shown", so docs/decisions.md
 * gives ours): opened, space confirmed by the carrier, sailed, arrived, completed, or cancelled.
 */
export const JOB_STATUSES = {
  OPEN: 'jobs:jobStatuses.OPEN',
  CONFIRMED: 'jobs:jobStatuses.CONFIRMED',
  DEPARTED: 'jobs:jobStatuses.DEPARTED',
  ARRIVED: 'jobs:jobStatuses.ARRIVED',
  COMPLETED: 'jobs:jobStatuses.COMPLETED',
  CANCELLED: 'jobs:jobStatuses.CANCELLED',
} as const satisfies Record<string, TLabelKey>;
export type TJobStatus = keyof typeof JOB_STATUSES;
export const JOB_STATUS_CODES = codesOf(JOB_STATUSES);

/** spec §4 invoice status: a job without charges says so until the charges issue bills it. */
export const INVOICE_STATUSES = {
  NO_CHARGES: 'jobs:invoiceStatuses.NO_CHARGES',
  UNBILLED: 'jobs:invoiceStatuses.UNBILLED',
  PART_BILLED: 'jobs:invoiceStatuses.PART_BILLED',
  BILLED: 'jobs:invoiceStatuses.BILLED',
} as const satisfies Record<string, TLabelKey>;
export type TInvoiceStatus = keyof typeof INVOICE_STATUSES;
export const INVOICE_STATUS_CODES = codesOf(INVOICE_STATUSES);

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
