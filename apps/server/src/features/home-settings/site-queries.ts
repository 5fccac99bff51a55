import type { SITE_SORT_FIELDS } from '@apex/shared/home';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { shipCompanyWebsites as sites } from '../../db/schema';
import { findPage, keywordFilter, type ListSort, type PageQuery } from '../../platform/db/paging';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../platform/db/versioned-rows';

const siteColumns = {
  id: sites.id,
  name: sites.name,
  link: sites.link,
  logoKey: sites.logoKey,
  enabled: sites.enabled,
  version: sites.version,
  createdAt: sites.createdAt,
  createdBy: sites.createdBy,
  updatedAt: sites.updatedAt,
  updatedBy: sites.updatedBy,
};
export type SiteRow = NonNullable<Awaited<ReturnType<typeof findSiteById>>>;

const SORT: ListSort<(typeof SITE_SORT_FIELDS)[number]> = {
  columns: { name: sites.name, updatedAt: sites.updatedAt },
  fallback: 'name',
  id: sites.id,
};

// A handful of carriers' sites: a keyword scans them, no trigram index is needed.
export function findSitePage(
  db: DbOrTx,
  q: PageQuery<(typeof SITE_SORT_FIELDS)[number]> & { keyword?: string; enabled?: boolean },
) {
  const where = and(
    keywordFilter(sql`${sites.name}`, q.keyword),
    q.enabled === undefined ? undefined : eq(sites.enabled, q.enabled),
  );
  const matches = db.select({ count: count() }).from(sites).where(where);
  return findPage(db.select(siteColumns).from(sites).where(where).$dynamic(), matches, q, SORT);
}

export async function findSiteById(db: DbOrTx, id: number) {
  const [row] = await db.select(siteColumns).from(sites).where(eq(sites.id, id));
  return row;
}

interface SiteValues {
  name: string;
  link: string;
  enabled: boolean;
}

export async function insertSite(db: DbOrTx, values: SiteValues & { createdBy: string }) {
  const [row] = await db
    .insert(sites)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: sites.id });
  return row!.id;
}

export const updateSiteRow = (
  db: DbOrTx,
  target: VersionedTarget,
  values: Partial<SiteValues> & { logoKey?: string },
) => updateVersioned(db, sites, target, values);

export const deleteSiteRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) => deleteVersioned(db, sites, target);

/** Whether a stored file is a ship-company entry's logo. */
export async function isSiteLogo(db: DbOrTx, fileKey: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(sites).where(eq(sites.logoKey, fileKey));
  return (row?.n ?? 0) > 0;
}
