import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../platform/http/implement';
import type { ServiceContext } from '../../platform/service-context';
import {
  countMyUnread,
  findMyNotifications,
  markAllMyNotificationsRead,
  markMyNotificationRead,
} from './notifications';

/** The header's notification centre: the caller's own notifications only, administrators included. */
export function registerNotificationRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.notifications;
  implement(app, routes.list, ({ query, auth }) => findMyNotifications(ctx, { userId: auth.userId, query }));
  implement(app, routes.unreadCount, ({ auth }) => countMyUnread(ctx, { userId: auth.userId }));
  implement(app, routes.markRead, ({ params, auth }) =>
    markMyNotificationRead(ctx, { userId: auth.userId, id: params.id }),
  );
  implement(app, routes.markAllRead, ({ auth }) => markAllMyNotificationsRead(ctx, { userId: auth.userId }));
}
