import { ENTITY_NAMES, type TPage } from '@apex/shared';
import {
  type TNewNotification,
  type TNotification,
  type TNotificationKind,
  type TNotificationTitle,
  ZNewNotification,
  type ZNotificationListQuery,
} from '@apex/shared/notifications';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import {
  countUnread,
  findNotificationPage,
  insertNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationRow,
} from './queries';

const toNotification = (row: NotificationRow): TNotification => ({
  id: row.id,
  kind: row.kind as TNotificationKind,
  titleKey: row.titleKey as TNotificationTitle,
  params: row.params,
  link: row.link,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Notifies users (each once, however often named) in the caller's transaction, so a notification
 * exists exactly when the change it tells of does. For the parts that notify: ETA slips, tracking.
 */
export async function notifyUsers(tx: DbOrTx, userIds: readonly number[], notification: TNewNotification) {
  const { kind, titleKey, params, link } = ZNewNotification.parse(notification);
  await insertNotifications(
    tx,
    [...new Set(userIds)].map((userId) => ({ userId, kind, titleKey, params, link })),
  );
}

export async function findMyNotifications(
  { db }: ServiceContext,
  { userId, query }: { userId: number; query: z.output<typeof ZNotificationListQuery> },
): Promise<TPage<TNotification>> {
  const page = await findNotificationPage(db, { ...query, userId });
  return { rows: page.rows.map(toNotification), total: page.total };
}

export async function countMyUnread({ db }: ServiceContext, { userId }: { userId: number }) {
  return { count: await countUnread(db, userId) };
}

/** Another user's notification answers 404, as one that does not exist. */
export async function markMyNotificationRead(
  { db }: ServiceContext,
  { userId, id }: { userId: number; id: number },
): Promise<TNotification> {
  const row = await markNotificationRead(db, userId, id);
  if (!row) throw notFound(ENTITY_NAMES.notification, id);
  return toNotification(row);
}

export async function markAllMyNotificationsRead({ db }: ServiceContext, { userId }: { userId: number }) {
  return { count: await markAllNotificationsRead(db, userId) };
}
