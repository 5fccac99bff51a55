import type { SYSTEM_CODE_ITEM_SORT_FIELDS } from '@apex/shared/master';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { systemCodeSearchText, systemCodes, systemCodeTypes } from '../../db/schema';
import { findPage, keywordFilter, type ListSort, type PageQuery } from '../../platform/db/paging';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../platform/db/versioned-rows';

type ItemSortField = (typeof SYSTEM_CODE_ITEM_SORT_FIELDS)[number];

const itemColumns = {
  id: systemCodes.id,
  codeType: systemCodes.codeType,
  code: systemCodes.code,
  nameEn: systemCodes.nameEn,
  nameCn: systemCodes.nameCn,
  nameHk: systemCodes.nameHk,
  sort: systemCodes.sort,
  enabled: systemCodes.enabled,
  systemOwned: systemCodes.systemOwned,
  // An item whose type row is missing (added by hand) counts as open.
  typeLocked: sql<boolean>`coalesce(${systemCodeTypes.locked}, false)`,
  version: systemCodes.version,
  updatedAt: systemCodes.updatedAt,
  updatedBy: systemCodes.updatedBy,
};

export type CodeItemRow = NonNullable<Awaited<ReturnType<typeof findCodeItemById>>>;

const SORT: ListSort<ItemSortField> = {
  columns: {
    // The dictionary's own order: by type, then the items' sort, then code (a row comparison).
    sort: sql`(${systemCodes.codeType}, ${systemCodes.sort}, ${systemCodes.code})`,
    code: systemCodes.code,
    nameEn: systemCodes.nameEn,
    updatedAt: systemCodes.updatedAt,
  },
  fallback: 'sort',
  id: systemCodes.id,
};

const selectItems = (db: DbOrTx) =>
  db
    .select(itemColumns)
    .from(systemCodes)
    .leftJoin(systemCodeTypes, eq(systemCodeTypes.codeType, systemCodes.codeType));

export function findCodeItemPage(
  db: DbOrTx,
  q: PageQuery<ItemSortField> & { codeType?: string; keyword?: string; enabled?: boolean },
) {
  const where = and(
    q.codeType ? eq(systemCodes.codeType, q.codeType) : undefined,
    keywordFilter(systemCodeSearchText(systemCodes), q.keyword),
    q.enabled === undefined ? undefined : eq(systemCodes.enabled, q.enabled),
  );
  const matches = db.select({ count: count() }).from(systemCodes).where(where);
  return findPage(selectItems(db).where(where).$dynamic(), matches, q, SORT);
}

export async function findCodeItemById(db: DbOrTx, id: number) {
  const [row] = await selectItems(db).where(eq(systemCodes.id, id));
  return row;
}

interface CodeItemValues {
  nameEn: string;
  nameCn: string;
  nameHk: string;
  sort: number;
  enabled: boolean;
}

export async function insertCodeItem(
  db: DbOrTx,
  values: CodeItemValues & { codeType: string; code: string; createdBy: string },
) {
  const [row] = await db
    .insert(systemCodes)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: systemCodes.id });
  return row!.id;
}

export const updateCodeItemRow = (db: DbOrTx, target: VersionedTarget, values: CodeItemValues) =>
  updateVersioned(db, systemCodes, target, values);

export const deleteCodeItemRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) =>
  deleteVersioned(db, systemCodes, target);
