import { ENTITY_NAMES, type TPage } from '@apex/shared';
import type { TNewsSetting, ZCreateNewsRequest, ZNewsListQuery, ZUpdateNewsRequest } from '@apex/shared/home';
import type { z } from 'zod';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import { notFound } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import {
  deleteNewsRow,
  findNewsById,
  findNewsPage,
  insertNews,
  type NewsRow,
  type NewsValues,
  updateNewsRow,
} from './news-queries';
import { requiredRichText } from './rich-content';

const ENTITY = ENTITY_NAMES.news;

const toNews = (row: NewsRow): TNewsSetting => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const storedValues = (input: z.output<typeof ZCreateNewsRequest>): NewsValues => ({
  ...input,
  content: requiredRichText(input.content, 'news.contentRequired'),
});

export async function findNewsItems(
  { db }: ServiceContext,
  query: z.output<typeof ZNewsListQuery>,
): Promise<TPage<TNewsSetting>> {
  const page = await findNewsPage(db, query);
  return { rows: page.rows.map(toNews), total: page.total };
}

export async function getNews({ db }: ServiceContext, id: number): Promise<TNewsSetting> {
  const row = await findNewsById(db, id);
  if (!row) throw notFound(ENTITY, id);
  return toNews(row);
}

export async function createNews(
  ctx: ServiceContext,
  { input, actor }: { input: z.output<typeof ZCreateNewsRequest>; actor: AuditActor },
): Promise<TNewsSetting> {
  const values = storedValues(input);
  const id = await ctx.db.transaction(async (tx) => {
    const id = await insertNews(tx, { ...values, createdBy: actor.account });
    await writeAudit(tx, actor, {
      action: 'news.created',
      entity: 'news',
      entityId: id,
      key: values.title,
      detail: { title: values.title, sort: values.sort },
    });
    return id;
  });
  return getNews(ctx, id);
}

export async function updateNews(
  ctx: ServiceContext,
  { id, input, actor }: { id: number; input: z.output<typeof ZUpdateNewsRequest>; actor: AuditActor },
): Promise<TNewsSetting> {
  const before = await getNews(ctx, id);
  const { version, ...rest } = input;
  const values = storedValues(rest);
  await ctx.db.transaction(async (tx) => {
    await updateNewsRow(tx, { id, version, by: actor.account, entity: ENTITY }, values);
    await writeAudit(tx, actor, {
      action: 'news.updated',
      entity: 'news',
      entityId: id,
      key: before.title,
      detail: { title: before.title, changes: changedFields(before, values) },
    });
  });
  return getNews(ctx, id);
}

/** News has no deletion precondition (spec §4 names none): the version read is enough. */
export async function deleteNews(
  ctx: ServiceContext,
  { id, version, actor }: { id: number; version: number; actor: AuditActor },
): Promise<void> {
  const item = await getNews(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await deleteNewsRow(tx, { id, version, entity: ENTITY });
    await writeAudit(tx, actor, {
      action: 'news.deleted',
      entity: 'news',
      entityId: id,
      key: item.title,
      detail: { title: item.title },
    });
  });
}
