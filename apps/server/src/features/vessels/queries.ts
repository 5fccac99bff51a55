import type { VESSEL_SORT_FIELDS } from '@apex/shared/master';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countries, vesselSearchText, vessels } from '../../db/schema';
import { findPage, keywordFilter, type ListSort, type PageQuery } from '../../platform/db/paging';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../platform/db/versioned-rows';

type VesselSortField = (typeof VESSEL_SORT_FIELDS)[number];

const vesselColumns = {
  id: vessels.id,
  vesselName: vessels.vesselName,
  lloydNo: vessels.lloydNo,
  flag: vessels.flag,
  flagNameEn: countries.nameEn,
  flagNameCn: countries.nameCn,
  version: vessels.version,
  updatedAt: vessels.updatedAt,
  updatedBy: vessels.updatedBy,
};

export type VesselRow = NonNullable<Awaited<ReturnType<typeof findVesselById>>>;

const selectVessels = (db: DbOrTx) =>
  db.select(vesselColumns).from(vessels).innerJoin(countries, eq(countries.countryCode, vessels.flag));

const SORT: ListSort<VesselSortField> = {
  columns: {
    vesselName: vessels.vesselName,
    lloydNo: vessels.lloydNo,
    flag: vessels.flag,
    updatedAt: vessels.updatedAt,
  },
  fallback: 'vesselName',
  id: vessels.id,
};

export function findVesselPage(db: DbOrTx, q: PageQuery<VesselSortField> & { keyword?: string; flag?: string }) {
  const filters: (SQL | undefined)[] = [
    keywordFilter(vesselSearchText(vessels), q.keyword),
    q.flag ? eq(vessels.flag, q.flag) : undefined,
  ];
  const where = and(...filters);
  const matches = db.select({ count: count() }).from(vessels).where(where);
  return findPage(selectVessels(db).where(where).$dynamic(), matches, q, SORT);
}

export async function findVesselById(db: DbOrTx, id: number) {
  const [row] = await selectVessels(db).where(eq(vessels.id, id));
  return row;
}

export async function countryExists(db: DbOrTx, countryCode: string) {
  const [row] = await db
    .select({ code: countries.countryCode })
    .from(countries)
    .where(eq(countries.countryCode, countryCode));
  return row !== undefined;
}

export interface VesselValues {
  vesselName: string;
  lloydNo: string;
  flag: string;
}

export async function insertVessel(db: DbOrTx, values: VesselValues & { createdBy: string }) {
  const [row] = await db
    .insert(vessels)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: vessels.id });
  return row!.id;
}

export const updateVesselRow = (db: DbOrTx, target: VersionedTarget, values: VesselValues) =>
  updateVersioned(db, vessels, target, values);

export const deleteVesselRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) =>
  deleteVersioned(db, vessels, target);
