import { OTHER_SERVICE_KINDS } from '@apex/shared/movement';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { chargeCodes } from './charges';
import { auditColumns, words } from './columns';
import { currencies } from './currencies';
import { jobRef, partyRef } from './jobs';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const kinds = sql.raw(
  Object.keys(OTHER_SERVICE_KINDS)
    .map((kind) => `'${kind}'`)
    .join(', '),
);

/**
 * A service of a job besides the carriage (spec §2.8 other service tab): insurance, fumigation,
 * inspection… ordered from a supplier, with its own version. Its cost is an AP line of the job's
 * charges (`job_charges.other_service_id`), written in the service's transaction.
 */
export const otherServices = pgTable(
  'other_services',
  {
    id: serial('id').primaryKey(),
    jobId: jobRef(),
    kind: varchar('kind', { length: 24 }).notNull(),
    supplierId: partyRef('supplier_id'),
    orderedDate: date('ordered_date'),
    doneDate: date('done_date'),
    referenceNo: words('reference_no', 40),
    remark: words('remark', 500),
    chargeCodeId: integer('charge_code_id').references(() => chargeCodes.id),
    currency: varchar('currency', { length: 3 }).references(() => currencies.currencyCode),
    amount: money('amount'),
    insuredValue: money('insured_value'),
    premiumRate: numeric('premium_rate', { precision: 12, scale: 8 }),
    ...auditColumns,
  },
  (t) => [
    check('other_services_kind_known', sql`${t.kind} in (${kinds})`),
    // The rules the request schema checks, kept by the database whatever a service does.
    check('other_services_done_after_ordered', sql`${t.doneDate} >= ${t.orderedDate}`),
    check(
      'other_services_cost_whole',
      sql`(${t.chargeCodeId} is null) = (${t.amount} is null) and (${t.amount} is null) = (${t.currency} is null)`,
    ),
    check('other_services_cost_supplier', sql`${t.amount} is null or ${t.supplierId} is not null`),
    check('other_services_figures', sql`${t.amount} >= 0 and ${t.insuredValue} >= 0 and ${t.premiumRate} >= 0`),
    index('other_services_job_idx').on(t.jobId, t.id),
    index('other_services_supplier_idx').on(t.supplierId),
  ],
);
