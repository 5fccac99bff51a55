import { z } from 'zod';
import { calendarDate, text, ZPageQuery } from '../api/paging';
import { JOB_TYPES } from '../jobs/job-types';
import { CHARGE_SIDES } from '../master/charge-vocabulary';
import { currencyCode } from '../master/currencies';
import { CHECK_STATUS_CODES } from './finance-states';

/** The charge-check workbench: lines of the office's jobs to check, across jobs (issue 17). */
export const ZCheckLineListQuery = ZPageQuery.extend({
  side: z.enum(CHARGE_SIDES).optional(),
  checkStatus: z.enum(CHECK_STATUS_CODES).optional(),
  jobType: z.enum(JOB_TYPES).optional(),
  /** Part of the job no. */
  jobNo: text(30).optional(),
  partyId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  currency: currencyCode.optional(),
  /** The job's ETD (export) or ETA (import), the day its rates are taken on. */
  dateFrom: calendarDate.optional(),
  dateTo: calendarDate.optional(),
  sortField: z.enum(['jobNo', 'rateDate', 'amount']).optional(),
});

export const ZCheckLineRow = z.object({
  id: z.number().int(),
  version: z.number().int(),
  jobId: z.number().int(),
  jobNo: z.string(),
  jobType: z.enum(JOB_TYPES),
  rateDate: z.string().nullable(),
  side: z.enum(CHARGE_SIDES),
  chargeCode: z.string(),
  displayName: z.string(),
  partyName: z.string(),
  currency: z.string(),
  amount: z.string(),
  localAmount: z.string(),
  invoiceNo: z.string(),
  checkStatus: z.enum(CHECK_STATUS_CODES),
  checkedBy: z.string(),
  checkedAt: z.string().nullable(),
});
export type TCheckLineRow = z.infer<typeof ZCheckLineRow>;
