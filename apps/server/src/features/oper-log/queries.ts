import { OPER_LOG_WINDOW } from '@apex/shared/settings';
import { and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sysOperLog } from '../../db/schema';

export interface OperLogFilter {
  account?: string;
  /** The record's id or business key. */
  keyword?: string;
  entity?: string;
  action?: string;
  from?: string;
  to?: string;
}

const entryColumns = {
  id: sysOperLog.id,
  at: sysOperLog.at,
  account: sysOperLog.account,
  officeCode: sysOperLog.officeCode,
  action: sysOperLog.action,
  entity: sysOperLog.entity,
  entityId: sysOperLog.entityId,
  recordKey: sysOperLog.recordKey,
  ip: sysOperLog.ip,
  userAgent: sysOperLog.userAgent,
  requestId: sysOperLog.requestId,
  detail: sysOperLog.detail,
};

export type OperLogRow = Awaited<ReturnType<typeof findOperLogPage>>['rows'][number];

/** Each filter is an equality or a range on an indexed column (db/schema/records.ts). */
function whereOf(f: OperLogFilter): SQL | undefined {
  return and(
    f.account ? eq(sysOperLog.account, f.account) : undefined,
    // Either index answers; Postgres ORs the two (a bitmap scan), still one indexed query.
    f.keyword ? or(eq(sysOperLog.entityId, f.keyword), eq(sysOperLog.recordKey, f.keyword)) : undefined,
    f.entity ? eq(sysOperLog.entity, f.entity) : undefined,
    f.action ? eq(sysOperLog.action, f.action) : undefined,
    f.from ? gte(sysOperLog.at, new Date(f.from)) : undefined,
    f.to ? lt(sysOperLog.at, new Date(f.to)) : undefined,
  );
}

const NEWEST_FIRST = [desc(sysOperLog.at), desc(sysOperLog.id)];

/**
 * One page, newest first, within the newest OPER_LOG_WINDOW matches (the query schema bounds the
 * offset), and the number of matches counted up to that window only: counting millions of rows
 * for a pager nobody pages through to the end would cost more than the page itself.
 */
export async function findOperLogPage(db: DbOrTx, q: OperLogFilter & { page: number; pageSize: number }) {
  const where = whereOf(q);
  const window = db.select({ one: sql`1` }).from(sysOperLog).where(where).limit(OPER_LOG_WINDOW).as('window');
  const [rows, [counted]] = await Promise.all([
    db
      .select(entryColumns)
      .from(sysOperLog)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(window),
  ]);
  return { rows, total: counted?.count ?? 0 };
}

/**
 * The rows after `before` (newest first), by keyset on (at, id): every batch of an export costs
 * the same however deep it is.
 */
export function findOperLogBatch(db: DbOrTx, f: OperLogFilter, size: number, before?: { at: Date; id: number }) {
  const after = before ? sql`(${sysOperLog.at}, ${sysOperLog.id}) < (${before.at}, ${before.id})` : undefined;
  return db
    .select(entryColumns)
    .from(sysOperLog)
    .where(and(whereOf(f), after))
    .orderBy(...NEWEST_FIRST)
    .limit(size);
}
