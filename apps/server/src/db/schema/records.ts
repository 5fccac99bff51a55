import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bytea } from './identity';

/** spec §6 / issue: the operation log, who did what, when, from where. Append-only. */
export const sysOperLog = pgTable(
  'sys_oper_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    account: varchar('account', { length: 64 }).notNull().default(''),
    officeCode: varchar('office_code', { length: 10 }).notNull().default(''),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 60 }).notNull().default(''),
    entityId: varchar('entity_id', { length: 100 }).notNull().default(''),
    /** The record's business key when logged (job no, party code…): ids mean nothing to a reader. */
    recordKey: varchar('record_key', { length: 100 }).notNull().default(''),
    detail: jsonb('detail'),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    requestId: varchar('request_id', { length: 64 }).notNull().default(''),
  },
  (t) => [
    // The log screen lists newest first and filters by each of these alone or together (a
    // record's id or key is selective enough on its own): one (filter, at) index each.
    index('sys_oper_log_at_idx').on(t.at),
    index('sys_oper_log_account_at_idx').on(t.account, t.at),
    index('sys_oper_log_entity_at_idx').on(t.entity, t.at),
    index('sys_oper_log_entity_id_at_idx').on(t.entityId, t.at),
    index('sys_oper_log_record_key_at_idx').on(t.recordKey, t.at),
    index('sys_oper_log_action_at_idx').on(t.action, t.at),
  ],
);

/**
 * Stored files live in the database (≤ 2 MB each, spec §5) so every API process sees them and a
 * database backup holds them.
 */
export const storedFiles = pgTable('stored_files', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  storageKey: varchar('storage_key', { length: 64 }).notNull().unique(),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  contentType: varchar('content_type', { length: 100 }).notNull(),
  size: integer('size').notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  content: bytea('content').notNull(),
  createdBy: varchar('created_by', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Facts about this database itself (whether demo data was loaded, …). */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
