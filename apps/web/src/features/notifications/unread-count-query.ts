import { API } from '@apex/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';
import { routeQueryKey } from '../../kit/list/route-query-key';

/** Modest polling: a notification may wait a minute for the bell; opening the drawer asks at once. */
const POLL_MS = 60_000;

/** The bell's unread count; a failed poll shows no notice (the next one tries again). */
export const unreadCountQuery = queryOptions({
  queryKey: routeQueryKey(API.notifications.unreadCount, {}),
  queryFn: () => call(API.notifications.unreadCount, {}, { isStopError: true }),
  refetchInterval: POLL_MS,
});
