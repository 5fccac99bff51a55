import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
type NewRow = typeof notifications.$inferInsert;

export async function insertNotifications(db: DbOrTx, rows: NewRow[]) {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

const mine = (userId: number, unreadOnly = false) =>
  and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined);

export async function findNotificationPage(
  db: DbOrTx,
  q: { userId: number; unread?: boolean; page: number; pageSize: number },
) {
  const where = mine(q.userId, q.unread);
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(notifications).where(where),
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function countUnread(db: DbOrTx, userId: number) {
  const [row] = await db.select({ count: count() }).from(notifications).where(mine(userId, true));
  return row?.count ?? 0;
}

/** Marks the user's notification read (the first reading's time stays); undefined when it is not theirs. */
export async function markNotificationRead(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function markAllNotificationsRead(db: DbOrTx, userId: number) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(mine(userId, true))
    .returning({ id: notifications.id });
  return rows.length;
}
