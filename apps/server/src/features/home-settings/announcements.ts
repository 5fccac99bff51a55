import { ENTITY_NAMES, type TPage } from '@apex/shared';
import type {
  TAnnouncementSetting,
  ZAnnouncementListQuery,
  ZCreateAnnouncementRequest,
  ZUpdateAnnouncementRequest,
} from '@apex/shared/home';
import type { z } from 'zod';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import { AppError, notFound } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import {
  type AnnouncementRow,
  type AnnouncementValues,
  deleteAnnouncementRow,
  findAnnouncementById,
  findAnnouncementPage,
  insertAnnouncement,
  updateAnnouncementRow,
} from './announcement-queries';
import { requiredRichText } from './rich-content';

const ENTITY = ENTITY_NAMES.announcement;

const toAnnouncement = (row: AnnouncementRow): TAnnouncementSetting => ({
  ...row,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

type AnnouncementInput = z.output<typeof ZCreateAnnouncementRequest>;

/**
 * What is stored: the content sanitised, and a publish date while published — the one given, else
 * now; an unpublished announcement keeps none.
 */
function storedValues(input: AnnouncementInput, now: Date): AnnouncementValues {
  const content = requiredRichText(input.content, 'announcement.contentRequired');
  const publishedAt = input.published ? (input.publishedAt ? new Date(input.publishedAt) : now) : null;
  return { title: input.title, content, published: input.published, publishedAt };
}

export async function findAnnouncements(
  { db }: ServiceContext,
  query: z.output<typeof ZAnnouncementListQuery>,
): Promise<TPage<TAnnouncementSetting>> {
  const page = await findAnnouncementPage(db, query);
  return { rows: page.rows.map(toAnnouncement), total: page.total };
}

export async function getAnnouncement({ db }: ServiceContext, id: number): Promise<TAnnouncementSetting> {
  const row = await findAnnouncementById(db, id);
  if (!row) throw notFound(ENTITY, id);
  return toAnnouncement(row);
}

export async function createAnnouncement(
  ctx: ServiceContext,
  { input, actor }: { input: AnnouncementInput; actor: AuditActor },
): Promise<TAnnouncementSetting> {
  const values = storedValues(input, new Date());
  const id = await ctx.db.transaction(async (tx) => {
    const id = await insertAnnouncement(tx, { ...values, createdBy: actor.account });
    await writeAudit(tx, actor, {
      action: 'announcement.created',
      entity: 'announcement',
      entityId: id,
      key: values.title,
      detail: { title: values.title, published: values.published },
    });
    return id;
  });
  return getAnnouncement(ctx, id);
}

export async function updateAnnouncement(
  ctx: ServiceContext,
  { id, input, actor }: { id: number; input: z.output<typeof ZUpdateAnnouncementRequest>; actor: AuditActor },
): Promise<TAnnouncementSetting> {
  const before = await getAnnouncement(ctx, id);
  const { version, ...rest } = input;
  // Still published: keeps its date unless another is given.
  const keptDate = before.published && rest.published && !rest.publishedAt ? before.publishedAt : rest.publishedAt;
  const values = storedValues({ ...rest, publishedAt: keptDate }, new Date());
  await ctx.db.transaction(async (tx) => {
    await updateAnnouncementRow(tx, { id, version, by: actor.account, entity: ENTITY }, values);
    await writeAudit(tx, actor, {
      action: 'announcement.updated',
      entity: 'announcement',
      entityId: id,
      key: before.title,
      detail: {
        title: before.title,
        changes: changedFields(before, { ...values, publishedAt: values.publishedAt?.toISOString() ?? null }),
      },
    });
  });
  return getAnnouncement(ctx, id);
}

/** spec §4: announcements must be unpublished before deletion. */
export async function deleteAnnouncement(
  ctx: ServiceContext,
  { id, version, actor }: { id: number; version: number; actor: AuditActor },
): Promise<void> {
  const announcement = await getAnnouncement(ctx, id);
  if (announcement.published) throw new AppError(409, 'announcement.unpublishFirst', { title: announcement.title });
  await ctx.db.transaction(async (tx) => {
    await deleteAnnouncementRow(tx, { id, version, entity: ENTITY });
    await writeAudit(tx, actor, {
      action: 'announcement.deleted',
      entity: 'announcement',
      entityId: id,
      key: announcement.title,
      detail: { title: announcement.title },
    });
  });
}
