import { and, asc, count, eq, like, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hsCodeSearchText, hsCodes } from '../../db/schema';
import { findPage, keywordFilter, type PageQuery } from '../../platform/db/paging';

const columns = {
  code: hsCodes.code,
  description: hsCodes.description,
  level: hsCodes.level,
  parent: hsCodes.parent,
  section: hsCodes.section,
};

/** Digits: codes that start with them (the primary key's order serves it). Words: all in the description. */
function keywordMatch(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  if (/^\d+$/.test(keyword)) return like(hsCodes.code, `${keyword}%`);
  const words = keyword.split(/\s+/).filter(Boolean);
  return and(...words.map((word) => keywordFilter(hsCodeSearchText(hsCodes), word)));
}

export function findHsCodePage(db: DbOrTx, q: PageQuery<'code'> & { keyword?: string; level?: number }) {
  const where = and(keywordMatch(q.keyword), q.level ? eq(hsCodes.level, q.level) : undefined);
  const matches = db.select({ count: count() }).from(hsCodes).where(where);
  return findPage(db.select(columns).from(hsCodes).where(where).$dynamic(), matches, q, {
    columns: { code: hsCodes.code },
    fallback: 'code',
    id: hsCodes.code,
  });
}

export function searchHsCodes(db: DbOrTx, keyword: string, limit: number) {
  return db.select(columns).from(hsCodes).where(keywordMatch(keyword)).orderBy(asc(hsCodes.code)).limit(limit);
}
