import type { CARRIER_SORT_FIELDS } from '@apex/shared/master';
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { carrierSearchText, carriers } from '../../db/schema';
import { findPage, keywordFilter, type ListSort, type PageQuery } from '../../platform/db/paging';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../platform/db/versioned-rows';

type CarrierSortField = (typeof CARRIER_SORT_FIELDS)[number];

const carrierColumns = {
  id: carriers.id,
  scac: carriers.scac,
  nameEn: carriers.nameEn,
  nameCn: carriers.nameCn,
  blacklisted: carriers.blacklisted,
  blacklistReason: carriers.blacklistReason,
  version: carriers.version,
  updatedAt: carriers.updatedAt,
  updatedBy: carriers.updatedBy,
};

export type CarrierRow = NonNullable<Awaited<ReturnType<typeof findCarrierById>>>;

const SORT: ListSort<CarrierSortField> = {
  columns: { scac: carriers.scac, nameEn: carriers.nameEn, updatedAt: carriers.updatedAt },
  fallback: 'scac',
  id: carriers.id,
};

export function findCarrierPage(
  db: DbOrTx,
  q: PageQuery<CarrierSortField> & { keyword?: string; blacklisted?: boolean },
) {
  const where = and(
    keywordFilter(carrierSearchText(carriers), q.keyword),
    q.blacklisted === undefined ? undefined : eq(carriers.blacklisted, q.blacklisted),
  );
  const matches = db.select({ count: count() }).from(carriers).where(where);
  return findPage(db.select(carrierColumns).from(carriers).where(where).$dynamic(), matches, q, SORT);
}

export async function findCarrierById(db: DbOrTx, id: number) {
  const [row] = await db.select(carrierColumns).from(carriers).where(eq(carriers.id, id));
  return row;
}

interface CarrierValues {
  nameEn: string;
  nameCn: string;
  blacklisted: boolean;
  blacklistReason: string;
}

export async function insertCarrier(db: DbOrTx, values: CarrierValues & { scac: string; createdBy: string }) {
  const [row] = await db
    .insert(carriers)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: carriers.id });
  return row!.id;
}

export const updateCarrierRow = (db: DbOrTx, target: VersionedTarget, values: CarrierValues) =>
  updateVersioned(db, carriers, target, values);

export const deleteCarrierRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) =>
  deleteVersioned(db, carriers, target);
