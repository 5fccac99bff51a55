import type { COUNTRY_SORT_FIELDS, PORT_SORT_FIELDS } from '@apex/shared/master';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countries, portSearchText, ports } from '../../db/schema';
import { findPage, keywordFilter, type ListSort, type PageQuery } from '../../platform/db/paging';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../platform/db/versioned-rows';

type PortSortField = (typeof PORT_SORT_FIELDS)[number];
type CountrySortField = (typeof COUNTRY_SORT_FIELDS)[number];

const portColumns = {
  id: ports.id,
  portCode: ports.portCode,
  nameEn: ports.nameEn,
  nameCn: ports.nameCn,
  countryCode: ports.countryCode,
  countryNameEn: countries.nameEn,
  countryNameCn: countries.nameCn,
  isSea: ports.isSea,
  latitude: ports.latitude,
  longitude: ports.longitude,
  enabled: ports.enabled,
  version: ports.version,
  updatedAt: ports.updatedAt,
  updatedBy: ports.updatedBy,
};

export type PortRow = NonNullable<Awaited<ReturnType<typeof findPortById>>>;

const PORT_SORT: ListSort<PortSortField> = {
  columns: {
    portCode: ports.portCode,
    nameEn: ports.nameEn,
    countryCode: ports.countryCode,
    updatedAt: ports.updatedAt,
  },
  fallback: 'portCode',
  id: ports.id,
};

const selectPorts = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(portColumns)
    .from(ports)
    .innerJoin(countries, eq(countries.countryCode, ports.countryCode))
    .where(where)
    .$dynamic();

export function findPortPage(
  db: DbOrTx,
  q: PageQuery<PortSortField> & { keyword?: string; countryCode?: string; enabled?: boolean },
) {
  const where = and(
    keywordFilter(portSearchText(ports), q.keyword),
    q.countryCode ? eq(ports.countryCode, q.countryCode) : undefined,
    q.enabled === undefined ? undefined : eq(ports.enabled, q.enabled),
  );
  const matches = db.select({ count: count() }).from(ports).where(where);
  return findPage(selectPorts(db, where), matches, q, PORT_SORT);
}

export async function findPortById(db: DbOrTx, id: number) {
  const [row] = await selectPorts(db, eq(ports.id, id));
  return row;
}

interface PortValues {
  nameEn: string;
  nameCn: string;
  isSea: boolean;
  latitude: number | null;
  longitude: number | null;
  enabled: boolean;
}

export async function insertPort(
  db: DbOrTx,
  values: PortValues & { portCode: string; countryCode: string; createdBy: string },
) {
  const [row] = await db
    .insert(ports)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: ports.id });
  return row!.id;
}

export const updatePortRow = (db: DbOrTx, target: VersionedTarget, values: PortValues) =>
  updateVersioned(db, ports, target, values);

export const deletePortRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) => deleteVersioned(db, ports, target);

// Qualified by hand: inside a subquery Drizzle writes bare column names, and "country_code" alone
// would be the port's own on both sides.
const portCount = sql<number>`(select count(*)::int from ${ports} p where p.country_code = ${countries}.country_code)`;

const COUNTRY_SORT: ListSort<CountrySortField> = {
  columns: { countryCode: countries.countryCode, nameEn: countries.nameEn, portCount },
  fallback: 'countryCode',
  id: countries.countryCode,
};

/** Countries by code or name (about 250 rows: a plain scan), each with how many ports it has. */
export function findCountryPage(db: DbOrTx, q: PageQuery<CountrySortField> & { keyword?: string }) {
  const where = keywordFilter(
    sql`(${countries.countryCode} || ' ' || ${countries.nameEn} || ' ' || ${countries.nameCn})`,
    q.keyword,
  );
  const rows = db
    .select({
      countryCode: countries.countryCode,
      nameEn: countries.nameEn,
      nameCn: countries.nameCn,
      portCount,
    })
    .from(countries)
    .where(where)
    .$dynamic();
  return findPage(rows, db.select({ count: count() }).from(countries).where(where), q, COUNTRY_SORT);
}
