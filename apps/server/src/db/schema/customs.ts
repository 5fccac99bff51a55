import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, words } from './columns';
import { currencies } from './currencies';
import { jobRef, partyRef } from './jobs';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * A customs entrustment (spec §3 Customs): a job's export declaration or import entry given to a
 * broker, with its own version. Its dates make the job's customs dates (`jobCustomsFacts`), written
 * onto the job in the entrustment's transaction.
 */
export const customsEntrustments = pgTable(
  'customs_entrustments',
  {
    id: serial('id').primaryKey(),
    jobId: jobRef(),
    entrustmentNo: varchar('entrustment_no', { length: 30 }).notNull().unique(),
    kind: varchar('kind', { length: 20 }).notNull(),
    brokerId: partyRef('broker_id'),
    declarationNo: words('declaration_no', 40),
    entryNo: words('entry_no', 40),
    entryDate: date('entry_date'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    examOrderedDate: date('exam_ordered_date'),
    examDoneDate: date('exam_done_date'),
    examResult: words('exam_result', 200),
    examReleaseDate: date('exam_release_date'),
    duty: money('duty'),
    vat: money('vat'),
    otherTaxes: money('other_taxes'),
    taxCurrency: varchar('tax_currency', { length: 3 }).references(() => currencies.currencyCode),
    cancelDate: date('cancel_date'),
    cancelReason: words('cancel_reason', 200),
    remark: words('remark', 500),
    ...auditColumns,
  },
  (t) => [
    check('customs_entrustments_kind', sql`${t.kind} in ('EXPORT_DECLARATION', 'IMPORT_ENTRY')`),
    check('customs_entrustments_taxes', sql`${t.duty} >= 0 and ${t.vat} >= 0 and ${t.otherTaxes} >= 0`),
    // The rules the request schema checks, kept by the database whatever a service does.
    check('customs_entrustments_release_after_entry', sql`${t.releasedAt} is null or ${t.entryDate} is not null`),
    index('customs_entrustments_job_idx').on(t.jobId, t.id),
    index('customs_entrustments_broker_idx').on(t.brokerId),
  ],
);
