import type { TLabelKey } from '@apex/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { notFound, stale } from '../http/app-error';

/** A business table with a serial id and the audit and version columns (db/schema/columns.ts). */
type VersionedTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  updatedBy: PgColumn;
  updatedAt: PgColumn;
};

/** The row a change is aimed at: its id, the version the caller read, and who is changing it. */
export interface VersionedTarget {
  id: number;
  version: number;
  by: string;
  /** Names the record in a 404 ("Office SHA does not exist"). */
  entity: TLabelKey;
}

/** Why a guarded statement touched no row: the record is gone (404) or someone saved it since (409). */
async function missedTarget<T extends VersionedTable>(
  db: DbOrTx,
  table: T,
  target: Pick<VersionedTarget, 'id' | 'entity'>,
) {
  const [current] = await db
    .select({ updatedBy: table.updatedBy, updatedAt: table.updatedAt, version: table.version })
    .from(table as PgTable)
    .where(eq(table.id, target.id));
  if (!current) return notFound(target.entity, target.id);
  return stale(String(current.updatedBy), new Date(current.updatedAt as Date), Number(current.version));
}

/**
 * Optimistic concurrency (architecture: Database): `update … where id = ? and version = ?` bumps
 * the version and stamps who and when; a stale version changes nothing and answers 409.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: DbOrTx,
  table: T,
  target: VersionedTarget,
  set: PgUpdateSetSource<T>,
): Promise<void> {
  const stamp = { version: sql`${table.version} + 1`, updatedBy: target.by, updatedAt: sql`now()` };
  const rows = await db
    .update(table)
    .set({ ...set, ...stamp } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, target.id), eq(table.version, target.version)))
    .returning({ id: table.id });
  if (rows.length === 0) throw await missedTarget(db, table, target);
}

/** Deletes the row only if it still has the version the caller read; else 404 or 409 as above. */
export async function deleteVersioned<T extends VersionedTable>(
  db: DbOrTx,
  table: T,
  target: Omit<VersionedTarget, 'by'>,
): Promise<void> {
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, target.id), eq(table.version, target.version)))
    .returning({ id: table.id });
  if (rows.length === 0) throw await missedTarget(db, table, target);
}
