import type { SYSTEM_CODE_TYPE_SORT_FIELDS } from '@apex/shared/master';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { systemCodes, systemCodeTypeSearchText, systemCodeTypes } from '../../db/schema';
import { findPage, keywordFilter, type ListSort, type PageQuery } from '../../platform/db/paging';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../platform/db/versioned-rows';

type TypeSortField = (typeof SYSTEM_CODE_TYPE_SORT_FIELDS)[number];

// Spelt out: inside a subquery Drizzle leaves column names unqualified, and code_type is in both tables.
const itemCount = sql<number>`(select count(*)::int from system_codes c where c.code_type = system_code_types.code_type)`;

const typeColumns = {
  id: systemCodeTypes.id,
  codeType: systemCodeTypes.codeType,
  nameEn: systemCodeTypes.nameEn,
  nameCn: systemCodeTypes.nameCn,
  nameHk: systemCodeTypes.nameHk,
  locked: systemCodeTypes.locked,
  itemCount,
  version: systemCodeTypes.version,
  updatedAt: systemCodeTypes.updatedAt,
  updatedBy: systemCodeTypes.updatedBy,
};

export type CodeTypeRow = NonNullable<Awaited<ReturnType<typeof findCodeTypeById>>>;

const SORT: ListSort<TypeSortField> = {
  columns: { codeType: systemCodeTypes.codeType, nameEn: systemCodeTypes.nameEn, updatedAt: systemCodeTypes.updatedAt },
  fallback: 'codeType',
  id: systemCodeTypes.id,
};

// A few dozen types: the keyword is matched without an index of its own.
export function findCodeTypePage(db: DbOrTx, q: PageQuery<TypeSortField> & { keyword?: string; locked?: boolean }) {
  const where = and(
    keywordFilter(systemCodeTypeSearchText(systemCodeTypes), q.keyword),
    q.locked === undefined ? undefined : eq(systemCodeTypes.locked, q.locked),
  );
  const matches = db.select({ count: count() }).from(systemCodeTypes).where(where);
  return findPage(db.select(typeColumns).from(systemCodeTypes).where(where).$dynamic(), matches, q, SORT);
}

export async function findCodeTypeById(db: DbOrTx, id: number) {
  const [row] = await db.select(typeColumns).from(systemCodeTypes).where(eq(systemCodeTypes.id, id));
  return row;
}

/**
 * The type of `codeType`, its row locked until the transaction ends: an item added to it and the
 * type's deletion then cannot pass each other (there is no foreign key, see db/schema/codes.ts).
 */
export async function lockCodeType(tx: DbOrTx, codeType: string, mode: 'share' | 'update') {
  const query = tx
    .select({ id: systemCodeTypes.id, locked: systemCodeTypes.locked })
    .from(systemCodeTypes)
    .where(eq(systemCodeTypes.codeType, codeType));
  const [row] = await (mode === 'share' ? query.for('share') : query.for('update'));
  return row;
}

export const countItemsOfType = async (db: DbOrTx, codeType: string) =>
  (await db.select({ count: count() }).from(systemCodes).where(eq(systemCodes.codeType, codeType)))[0]!.count;

interface CodeTypeNames {
  nameEn: string;
  nameCn: string;
  nameHk: string;
}

export async function insertCodeType(db: DbOrTx, values: CodeTypeNames & { codeType: string; createdBy: string }) {
  const [row] = await db
    .insert(systemCodeTypes)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: systemCodeTypes.id });
  return row!.id;
}

export const updateCodeTypeRow = (db: DbOrTx, target: VersionedTarget, values: CodeTypeNames) =>
  updateVersioned(db, systemCodeTypes, target, values);

export const deleteCodeTypeRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) =>
  deleteVersioned(db, systemCodeTypes, target);
