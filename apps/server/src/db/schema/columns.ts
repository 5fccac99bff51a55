import { sql } from 'drizzle-orm';
import { integer, numeric, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Audit and optimistic-concurrency columns every business table carries (architecture: Database). */
export const auditColumns = {
  createdBy: varchar('created_by', { length: 64 }).notNull().default('system'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: varchar('updated_by', { length: 64 }).notNull().default('system'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
};

/** Text that is never null: blank when not given. */
export const words = (name: string, length: number) => varchar(name, { length }).notNull().default('');

/** spec §9: weights and volumes to 4 decimals. */
export const quantity = (name: string, precision = 14) => numeric(name, { precision, scale: 4 });

/** spec §4: a status change of an entrustment (trucking order, rail entrust): the move, who, when, and why a step went back. */
export const entrustmentChangeColumns = {
  fromStatus: varchar('from_status', { length: 14 }).notNull(),
  toStatus: varchar('to_status', { length: 14 }).notNull(),
  reason: words('reason', 300),
  changedBy: varchar('changed_by', { length: 64 }).notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Codes as an SQL list for a check constraint or an index's predicate: `step in (${codeList(STEPS)})`. */
export const codeList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
