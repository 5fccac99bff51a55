import type { ANNOUNCEMENT_SORT_FIELDS } from '@apex/shared/home';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { announcements } from '../../db/schema';
import { findPage, keywordFilter, type ListSort, type PageQuery } from '../../platform/db/paging';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../platform/db/versioned-rows';

const announcementColumns = {
  id: announcements.id,
  title: announcements.title,
  content: announcements.content,
  published: announcements.published,
  publishedAt: announcements.publishedAt,
  version: announcements.version,
  createdAt: announcements.createdAt,
  createdBy: announcements.createdBy,
  updatedAt: announcements.updatedAt,
  updatedBy: announcements.updatedBy,
};
export type AnnouncementRow = NonNullable<Awaited<ReturnType<typeof findAnnouncementById>>>;

const SORT: ListSort<(typeof ANNOUNCEMENT_SORT_FIELDS)[number]> = {
  columns: { title: announcements.title, publishedAt: announcements.publishedAt, updatedAt: announcements.updatedAt },
  fallback: 'updatedAt',
  id: announcements.id,
};

export function findAnnouncementPage(
  db: DbOrTx,
  q: PageQuery<(typeof ANNOUNCEMENT_SORT_FIELDS)[number]> & { keyword?: string; published?: boolean },
) {
  const where = and(
    keywordFilter(sql`${announcements.title}`, q.keyword),
    q.published === undefined ? undefined : eq(announcements.published, q.published),
  );
  const matches = db.select({ count: count() }).from(announcements).where(where);
  return findPage(db.select(announcementColumns).from(announcements).where(where).$dynamic(), matches, q, SORT);
}

export async function findAnnouncementById(db: DbOrTx, id: number) {
  const [row] = await db.select(announcementColumns).from(announcements).where(eq(announcements.id, id));
  return row;
}

export interface AnnouncementValues {
  title: string;
  content: string;
  published: boolean;
  publishedAt: Date | null;
}

export async function insertAnnouncement(db: DbOrTx, values: AnnouncementValues & { createdBy: string }) {
  const [row] = await db
    .insert(announcements)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: announcements.id });
  return row!.id;
}

export const updateAnnouncementRow = (db: DbOrTx, target: VersionedTarget, values: AnnouncementValues) =>
  updateVersioned(db, announcements, target, values);

export const deleteAnnouncementRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) =>
  deleteVersioned(db, announcements, target);
