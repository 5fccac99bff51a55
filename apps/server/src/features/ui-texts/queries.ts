import { count, eq, inArray, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uiTextOverrides } from '../../db/schema';
import { keywordFilter } from '../../platform/db/paging';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../platform/db/versioned-rows';

const overrideColumns = {
  id: uiTextOverrides.id,
  namespace: uiTextOverrides.namespace,
  key: uiTextOverrides.key,
  locale: uiTextOverrides.locale,
  text: uiTextOverrides.text,
  version: uiTextOverrides.version,
  updatedAt: uiTextOverrides.updatedAt,
  updatedBy: uiTextOverrides.updatedBy,
};

export type OverrideRow = NonNullable<Awaited<ReturnType<typeof findOverrideById>>>;

const idOf = sql<string>`${uiTextOverrides.namespace} || ':' || ${uiTextOverrides.key}`;

/**
 * The texts (`namespace:key`) that have an override, optionally only those whose override
 * contains `keyword`. There are at most three per text of the app, so the answer is bounded by
 * the app's size, not by how long it has been used.
 */
export async function findOverriddenIds(db: DbOrTx, keyword?: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: idOf })
    .from(uiTextOverrides)
    .where(keywordFilter(sql`${uiTextOverrides.text}`, keyword));
  return new Set(rows.map((r) => r.id));
}

/** The overrides of the texts of one page. */
export function findOverridesOf(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(overrideColumns).from(uiTextOverrides).where(inArray(idOf, ids));
}

export async function findOverrideById(db: DbOrTx, id: number) {
  const [row] = await db.select(overrideColumns).from(uiTextOverrides).where(eq(uiTextOverrides.id, id));
  return row;
}

/** One language's overrides, and a version that changes whenever one is added, changed or removed. */
export async function overrideVersionOf(db: DbOrTx, locale: string): Promise<string> {
  const [row] = await db
    .select({ count: count(), latest: max(uiTextOverrides.updatedAt) })
    .from(uiTextOverrides)
    .where(eq(uiTextOverrides.locale, locale));
  return `${row?.count ?? 0}.${row?.latest ? new Date(row.latest).getTime() : 0}`;
}

export const findOverrideTexts = (db: DbOrTx, locale: string) =>
  db
    .select({ namespace: uiTextOverrides.namespace, key: uiTextOverrides.key, text: uiTextOverrides.text })
    .from(uiTextOverrides)
    .where(eq(uiTextOverrides.locale, locale));

export async function insertOverride(
  db: DbOrTx,
  values: { namespace: string; key: string; locale: string; text: string; createdBy: string },
) {
  const [row] = await db
    .insert(uiTextOverrides)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: uiTextOverrides.id });
  return row!.id;
}

export const updateOverrideRow = (db: DbOrTx, target: VersionedTarget, text: string) =>
  updateVersioned(db, uiTextOverrides, target, { text });

export const deleteOverrideRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) =>
  deleteVersioned(db, uiTextOverrides, target);
