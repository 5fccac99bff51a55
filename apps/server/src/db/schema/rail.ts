import { CONTAINER_BELONG_CODES, ENTRUSTMENT_STATE_CODES } from '@apex/shared/movement';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, entrustmentChangeColumns, quantity, words } from './columns';
import { carriedContainerColumns, jobRef, partyRef } from './jobs';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A rail entrust (spec §3 Rail entrust): a job's cargo given to a railway, made on the job's train
 * tab, with its own version and entrustment status (spec §4).
 */
export const railEntrusts = pgTable(
  'rail_entrusts',
  {
    id: serial('id').primaryKey(),
    jobId: jobRef(),
    entrustNo: varchar('entrust_no', { length: 30 }).notNull().unique(),
    carrierId: partyRef('carrier_id').notNull(),
    consigneeId: partyRef('consignee_id'),
    weightKg: quantity('weight_kg', 16),
    packages: integer('packages'),
    trainPol: words('train_pol', 60),
    trainPod: words('train_pod', 60),
    containerBelong: varchar('container_belong', { length: 8 }).notNull().default('CARRIER'),
    entrustDate: date('entrust_date'),
    departureDate: date('departure_date'),
    arrivalDate: date('arrival_date'),
    remark: words('remark', 500),
    status: varchar('status', { length: 14 }).notNull().default('NOT_ENTRUSTED'),
    statusAt: moment('status_at').notNull().defaultNow(),
    ...auditColumns,
  },
  (t) => [
    check('rail_entrusts_status_known', sql`${t.status} in (${list(ENTRUSTMENT_STATE_CODES)})`),
    check('rail_entrusts_belong_known', sql`${t.containerBelong} in (${list(CONTAINER_BELONG_CODES)})`),
    check('rail_entrusts_quantities', sql`${t.weightKg} >= 0 and ${t.packages} >= 0`),
    // The rule the request schema checks, kept by the database whatever a service does.
    check('rail_entrusts_arrival_after_departure', sql`${t.arrivalDate} >= ${t.departureDate}`),
    index('rail_entrusts_job_idx').on(t.jobId, t.id),
    index('rail_entrusts_carrier_idx').on(t.carrierId),
  ],
);

/**
 * A container of the entrust's job on it, by number. `active` copies the entrust's (not
 * cancelled): a container rides one active entrust at a time, which the partial unique index
 * holds also under concurrent saves.
 */
export const railEntrustContainers = pgTable(
  'rail_entrust_containers',
  {
    id: serial('id').primaryKey(),
    entrustId: integer('entrust_id')
      .notNull()
      .references(() => railEntrusts.id, { onDelete: 'cascade' }),
    ...carriedContainerColumns(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('rail_entrust_containers_entrust_idx').on(t.entrustId, t.lineNo),
    index('rail_entrust_containers_job_idx').on(t.jobId),
    uniqueIndex('rail_entrust_containers_once').on(t.jobId, t.containerNo).where(sql`${t.active}`),
  ],
);

/** spec §4: every status change of a rail entrust, when and by whom; a step back with its reason. */
export const railStatusChanges = pgTable(
  'rail_status_changes',
  {
    id: serial('id').primaryKey(),
    entrustId: integer('entrust_id')
      .notNull()
      .references(() => railEntrusts.id, { onDelete: 'cascade' }),
    ...entrustmentChangeColumns,
  },
  (t) => [index('rail_status_changes_entrust_idx').on(t.entrustId, t.id)],
);
