import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { words } from './columns';
import { jobRef } from './jobs';
import { trackingEvents } from './tracking';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A job whose carrier arrival (an estimate or the actual) came later than its ETA by more than the
 * threshold: the lists flag it and its operator and customer service are told once. It stays open
 * until the job's ETA is brought to the carrier's or the carrier's arrival comes back within the
 * threshold; the closed ones are its history. At most one open slip per job.
 */
export const etaSlips = pgTable(
  'eta_slips',
  {
    id: serial('id').primaryKey(),
    jobId: jobRef(),
    status: varchar('status', { length: 8 }).notNull().default('OPEN'),
    /** The job's ETA when the slip was found. */
    jobEta: date('job_eta', { mode: 'string' }).notNull(),
    carrierArrival: moment('carrier_arrival').notNull(),
    /** EST or ACT: whether the carrier's arrival is an estimate or happened. */
    classifier: varchar('classifier', { length: 3 }).notNull(),
    eventRowId: bigint('event_row_id', { mode: 'number' }).references(() => trackingEvents.id, {
      onDelete: 'set null',
    }),
    slipDays: integer('slip_days').notNull(),
    /** How it closed: ETA_UPDATED (from the carrier's) or CAUGHT_UP (the carrier's arrival came back). */
    resolution: words('resolution', 12),
    resolvedBy: words('resolved_by', 64),
    resolvedAt: moment('resolved_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('eta_slips_open_job_uq').on(t.jobId).where(sql`${t.status} = 'OPEN'`),
    index('eta_slips_job_idx').on(t.jobId, t.createdAt),
  ],
);
