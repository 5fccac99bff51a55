import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../src/db/client';
import type { ApiBody, TestApp } from './test-app';

/** The tables an administrative change may write; a refused request must leave all of them as they were. */
const ADMIN_TABLES = [
  'companies',
  'offices',
  'users',
  'user_offices',
  'user_roles',
  'access_requests',
  'roles',
  'role_permissions',
  'role_menus',
  'sessions',
  'sys_oper_log',
  'charge_codes',
  'charge_schemes',
  'charge_scheme_lines',
  'job_number_rules',
  'job_number_counters',
  'report_templates',
  'report_template_versions',
  'stored_files',
  'jobs',
  'job_hbls',
  'job_mbls',
  'job_bookings',
  'job_booking_requests',
  'job_part_versions',
  'job_containers',
  'job_goods',
  'job_charges',
] as const;

/** The money of jobs (issue 17): large in the demo, so only the finance tests fingerprint them too. */
export const FINANCE_TABLES = ['job_charges', 'invoices', 'clearings', 'clearing_items', 'party_receivables'];

/** A session's last-seen time moves on by itself every 30 s of use (sessions.ts): not a write of a request's. */
const rowText = (table: string) => (table === 'sessions' ? `(to_jsonb(r) - 'last_seen_at')::text` : 'r::text');

/** A fingerprint of every row of those tables, to compare before and after a failed request. */
export async function databaseDigest(t: TestApp, more: readonly string[] = []): Promise<Record<string, string>> {
  const digest: Record<string, string> = {};
  for (const table of [...ADMIN_TABLES, ...more]) {
    const [row] = await queryRows<{ md5: string }>(
      t.database.db,
      sql.raw(`select md5(coalesce(string_agg(j, '|' order by j), '')) as md5
               from (select ${rowText(table)} as j from ${table} r) rows`),
    );
    digest[table] = row!.md5;
  }
  return digest;
}

/**
 * For requests the server must refuse with a status without writing anything:
 * `const refused = refusalsOf(t); const body = await refused(() => t.call(…), 409);`
 * `more` names tables beyond the administrative ones to hold unchanged (FINANCE_TABLES).
 */
export const refusalsOf =
  (t: TestApp, more: readonly string[] = []) =>
  async (request: () => Promise<{ status: number; body: ApiBody }>, status: number): Promise<ApiBody> => {
    const before = await databaseDigest(t, more);
    const res = await request();
    expect(res.status).toBe(status);
    expect(await databaseDigest(t, more)).toEqual(before);
    return res.body;
  };

/** Actions of the operation log about one record, oldest first. */
export async function auditActionsOf(t: TestApp, entity: string, entityId: number | string) {
  const rows = await queryRows<{ action: string }>(
    t.database.db,
    sql`select action from sys_oper_log where entity = ${entity} and entity_id = ${String(entityId)} order by id`,
  );
  return rows.map((r) => r.action);
}

/**
 * Makes the database refuse the operation-log row of one action, so that the change it records
 * fails at its very end; the test then checks that the whole change was rolled back.
 */
export async function failAuditOf(t: TestApp, action: string): Promise<() => Promise<void>> {
  if (!/^[a-zA-Z.]+$/.test(action)) throw new Error(`unexpected action ${action}`);
  const db = t.database.db;
  await db.execute(
    sql.raw(`create or replace function test_refuse_audit() returns trigger language plpgsql
             as $$ begin raise exception 'injected failure'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger test_refuse_audit before insert on sys_oper_log for each row
             when (new.action = '${action}') execute function test_refuse_audit()`),
  );
  return async () => {
    await db.execute(sql.raw('drop trigger test_refuse_audit on sys_oper_log'));
  };
}
