import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, quantity, words } from './columns';
import { jobRef, partyRef } from './jobs';
import { offices } from './organisation';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A warehouse entry (spec §3): cargo of a job received into a warehouse, with its own version. The
 * job's office and type are copied so the warehouse lists filter without a join; what has gone out
 * is summed here by each release's transaction (the stock is what came in less it), so the lists
 * filter by stock in the database.
 */
export const warehouseEntries = pgTable(
  'warehouse_entries',
  {
    id: serial('id').primaryKey(),
    jobId: jobRef(),
    officeCode: varchar('office_code', { length: 10 })
      .notNull()
      .references(() => offices.officeCode),
    jobType: varchar('job_type', { length: 2 }).notNull(),
    warehouseInNo: varchar('warehouse_in_no', { length: 30 }).notNull().unique(),
    warehouseId: partyRef('warehouse_id'),
    contact: words('contact', 100),
    devanningBillNo: words('devanning_bill_no', 40),
    packages: integer('packages').notNull(),
    weightKg: quantity('weight_kg'),
    volumeCbm: quantity('volume_cbm'),
    marks: text('marks').notNull().default(''),
    inAt: moment('in_at').notNull(),
    position: words('position', 40),
    damageCount: integer('damage_count').notNull().default(0),
    customsInspection: boolean('customs_inspection').notNull().default(false),
    customsReleased: boolean('customs_released').notNull().default(false),
    allowOut: boolean('allow_out').notNull().default(false),
    outboundConfirmed: boolean('outbound_confirmed').notNull().default(false),
    ladingCompany: words('lading_company', 100),
    outPackages: integer('out_packages').notNull().default(0),
    outWeightKg: numeric('out_weight_kg', { precision: 14, scale: 4 }).notNull().default('0'),
    outVolumeCbm: numeric('out_volume_cbm', { precision: 14, scale: 4 }).notNull().default('0'),
    lastOutAt: moment('last_out_at'),
    ...auditColumns,
  },
  (t) => [
    check(
      'warehouse_entries_quantities',
      sql`${t.packages} > 0 and ${t.weightKg} >= 0 and ${t.volumeCbm} >= 0 and ${t.damageCount} between 0 and ${t.packages}`,
    ),
    // The last guard of "out cannot exceed what is in", whatever a service does.
    check('warehouse_entries_out_within_in', sql`${t.outPackages} between 0 and ${t.packages}`),
    index('warehouse_entries_job_idx').on(t.jobId, t.id),
    // The warehouse lists: an office's entries of a type, newest in first, and by each sort and filter.
    index('warehouse_entries_list_idx').on(t.officeCode, t.jobType, t.inAt.desc(), t.id.desc()),
    index('warehouse_entries_position_idx').on(t.officeCode, t.jobType, t.position),
    index('warehouse_entries_last_out_idx').on(t.officeCode, t.jobType, t.lastOutAt),
    index('warehouse_entries_warehouse_idx').on(t.warehouseId),
    index('warehouse_entries_in_stock_idx')
      .on(t.officeCode, t.jobType, t.inAt.desc(), t.id.desc())
      .where(sql`${t.outPackages} < ${t.packages}`),
  ],
);

/** A warehouse-out (release) of some of an entry's cargo: what, when, and who let it out. */
export const warehouseReleases = pgTable(
  'warehouse_releases',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => warehouseEntries.id, { onDelete: 'cascade' }),
    packages: integer('packages').notNull(),
    weightKg: quantity('weight_kg'),
    volumeCbm: quantity('volume_cbm'),
    outAt: moment('out_at').notNull(),
    remark: words('remark', 200),
    createdBy: varchar('created_by', { length: 64 }).notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('warehouse_releases_quantities', sql`${t.packages} > 0 and ${t.weightKg} >= 0 and ${t.volumeCbm} >= 0`),
    index('warehouse_releases_entry_idx').on(t.entryId, t.id),
  ],
);
