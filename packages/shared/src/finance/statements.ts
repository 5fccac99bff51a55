import { z } from 'zod';
import { calendarDate, ZPageQuery } from '../api/paging';
import { CHARGE_SIDES } from '../master/charge-vocabulary';
import { AGING_BUCKET_CODES } from './finance-states';

/** A statement of account: the party's confirmed invoices with something outstanding, aged (issue 17). */
export const ZStatementQuery = ZPageQuery.extend({
  partyId: z.coerce.number().int().min(1).max(2_147_483_647),
  side: z.enum(CHARGE_SIDES).default('AR'),
  /** The day the ages are counted to; today when absent. */
  asOf: calendarDate.optional(),
});

/** The printed statement: every open invoice, not a page of them. */
export const ZStatementPrintQuery = ZStatementQuery.omit({ page: true, pageSize: true, sortOrder: true });

/** The prints of a party's statements, whichever side and day they were of. */
export const ZStatementPrintsQuery = ZStatementQuery.pick({ partyId: true });

const money = z.string();

const ZStatementRow = z.object({
  invoiceId: z.number().int(),
  invoiceNo: z.string(),
  jobNo: z.string(),
  invoiceDate: z.string(),
  agingBeginDate: z.string(),
  dueDate: z.string(),
  currency: z.string(),
  grossTotal: money,
  clearedAmount: money,
  outstanding: money,
  days: z.number().int(),
  bucket: z.enum(AGING_BUCKET_CODES),
});
export type TStatementRow = z.infer<typeof ZStatementRow>;

export const ZStatement = z.object({
  party: z.object({ id: z.number().int(), code: z.string(), nameEn: z.string(), nameCn: z.string() }),
  asOf: z.string(),
  credit: z.object({
    limit: z.string().nullable(),
    currency: z.string(),
    /** What the party owes on confirmed AR invoices, in the credit currency. */
    exposure: money,
    overCredit: z.boolean(),
    blacklisted: z.boolean(),
  }),
  /** Outstanding per currency and aging bucket, over all the party's open invoices (not one page). */
  totals: z.array(
    z.object({ currency: z.string(), buckets: z.record(z.enum(AGING_BUCKET_CODES), money), total: money }),
  ),
  rows: z.array(ZStatementRow),
  total: z.number().int(),
});
export type TStatement = z.infer<typeof ZStatement>;
