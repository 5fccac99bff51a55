import { z } from 'zod';
import { queryFlag, ZIdParams, ZPage, ZPageQuery } from '../api/paging';
import { defineRoute, SIGNED_IN } from '../api/route';

/** What a notification is about; the web shows the kind's icon. */
export const NOTIFICATION_KINDS = ['ETA_SLIP', 'ACCESS_REQUEST'] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * A notification's title is a key of the web's `notifications:titles` with its values, so that
 * each reader sees it in their own language, whenever it was written. A part that notifies adds its
 * title here and its wording in the three locales. A parameter whose name ends in `Label` holds a
 * key of the label catalogue, worded in the reader's language too.
 */
export const NOTIFICATION_TITLES = ['etaSlip', 'accessGranted', 'accessDeclined'] as const;
export type TNotificationTitle = (typeof NOTIFICATION_TITLES)[number];

const ZParams = z.record(z.string().max(40), z.union([z.string().max(500), z.number()]));

/** Where a click takes the reader: a path of this app (never another site). */
const appPath = z
  .string()
  .max(300)
  .regex(/^\/(?![/\\])/);

/** What a part hands to `notifyUsers`. */
export const ZNewNotification = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  titleKey: z.enum(NOTIFICATION_TITLES),
  params: ZParams.default({}),
  link: appPath.nullable().default(null),
});
export type TNewNotification = z.input<typeof ZNewNotification>;

const ZNotification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  titleKey: z.enum(NOTIFICATION_TITLES),
  params: ZParams,
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationListQuery = ZPageQuery.extend({ unread: queryFlag.optional() });

const ZCount = z.object({ count: z.number().int() });

/** The signed-in user's notification centre: every route works on the caller's own rows only. */
export const notificationRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/notifications',
    access: SIGNED_IN,
    summary: "The signed-in user's notifications, newest first",
    tag: 'notifications',
    query: ZNotificationListQuery,
    response: ZPage(ZNotification),
  }),
  unreadCount: defineRoute({
    method: 'GET',
    path: '/notifications/unread-count',
    access: SIGNED_IN,
    summary: "How many of the signed-in user's notifications are unread (the header's bell)",
    tag: 'notifications',
    response: ZCount,
  }),
  markRead: defineRoute({
    method: 'PUT',
    path: '/notifications/:id/read',
    access: SIGNED_IN,
    summary: "Marks one of the signed-in user's notifications read (another user's is 404)",
    tag: 'notifications',
    params: ZIdParams,
    response: ZNotification,
    alsoChanges: ['/notifications/unread-count'],
  }),
  markAllRead: defineRoute({
    method: 'PUT',
    path: '/notifications/read-all',
    access: SIGNED_IN,
    summary: "Marks all of the signed-in user's notifications read; answers how many were unread",
    tag: 'notifications',
    response: ZCount,
    alsoChanges: ['/notifications/unread-count'],
  }),
};
