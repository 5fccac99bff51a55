import { HOME_LIMITS, type THomeAnnouncement, type THomeNews, type TShipCompanySite } from '@apex/shared/home';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { announcements, news, shipCompanyWebsites, storedFiles } from '../../db/schema';

/** The latest published announcements, newest publish date first (the partial index's order). */
export async function findPublishedAnnouncements(db: DbOrTx): Promise<THomeAnnouncement[]> {
  const rows = await db
    .select({
      id: announcements.id,
      title: announcements.title,
      content: announcements.content,
      publishedAt: announcements.publishedAt,
    })
    .from(announcements)
    .where(eq(announcements.published, true))
    .orderBy(sql`${announcements.publishedAt} desc nulls last`, sql`${announcements.id} desc nulls last`)
    .limit(HOME_LIMITS.announcements);
  // The table's check constraint makes a published announcement dated.
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt!.toISOString() }));
}

export function findNews(db: DbOrTx): Promise<THomeNews[]> {
  return db
    .select({ id: news.id, title: news.title, content: news.content, sort: news.sort })
    .from(news)
    .orderBy(asc(news.sort), asc(news.id))
    .limit(HOME_LIMITS.news);
}

export function findEnabledSites(db: DbOrTx): Promise<TShipCompanySite[]> {
  return db
    .select({
      id: shipCompanyWebsites.id,
      name: shipCompanyWebsites.name,
      link: shipCompanyWebsites.link,
      logoKey: shipCompanyWebsites.logoKey,
    })
    .from(shipCompanyWebsites)
    .where(eq(shipCompanyWebsites.enabled, true))
    .orderBy(sql`lower(${shipCompanyWebsites.name})`, asc(shipCompanyWebsites.id))
    .limit(HOME_LIMITS.sites);
}

/** A logo by its key, only while a ship-company entry names it (other stored files are not served here). */
export async function findSiteLogo(db: DbOrTx, logoKey: string) {
  const rows = await db
    .select({ fileName: storedFiles.fileName, contentType: storedFiles.contentType, content: storedFiles.content })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.storageKey, logoKey),
        sql`exists (select 1 from ${shipCompanyWebsites} where ${shipCompanyWebsites.logoKey} = ${logoKey})`,
      ),
    );
  return rows[0];
}
