import type { NEWS_SORT_FIELDS } from '@apex/shared/home';
import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { news } from '../../db/schema';
import { findPage, keywordFilter, type ListSort, type PageQuery } from '../../platform/db/paging';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../platform/db/versioned-rows';

const newsColumns = {
  id: news.id,
  title: news.title,
  content: news.content,
  sort: news.sort,
  version: news.version,
  createdAt: news.createdAt,
  createdBy: news.createdBy,
  updatedAt: news.updatedAt,
  updatedBy: news.updatedBy,
};
export type NewsRow = NonNullable<Awaited<ReturnType<typeof findNewsById>>>;

/** By default the home page's order (sort, then id), so the list reads as the page shows it. */
const SORT: ListSort<(typeof NEWS_SORT_FIELDS)[number]> = {
  columns: { sort: news.sort, title: news.title, updatedAt: news.updatedAt },
  fallback: 'sort',
  id: news.id,
};

export function findNewsPage(db: DbOrTx, q: PageQuery<(typeof NEWS_SORT_FIELDS)[number]> & { keyword?: string }) {
  const where = keywordFilter(sql`${news.title}`, q.keyword);
  const matches = db.select({ count: count() }).from(news).where(where);
  return findPage(db.select(newsColumns).from(news).where(where).$dynamic(), matches, q, SORT);
}

export async function findNewsById(db: DbOrTx, id: number) {
  const [row] = await db.select(newsColumns).from(news).where(eq(news.id, id));
  return row;
}

export interface NewsValues {
  title: string;
  content: string;
  sort: number;
}

export async function insertNews(db: DbOrTx, values: NewsValues & { createdBy: string }) {
  const [row] = await db
    .insert(news)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: news.id });
  return row!.id;
}

export const updateNewsRow = (db: DbOrTx, target: VersionedTarget, values: NewsValues) =>
  updateVersioned(db, news, target, values);

export const deleteNewsRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) => deleteVersioned(db, news, target);
