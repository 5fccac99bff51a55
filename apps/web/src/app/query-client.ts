import { QueryClient } from '@tanstack/react-query';
import { onSaved } from '../api/client';
import { isStaleAfter } from '../kit/list/route-query-key';

/**
 * Server state of the whole app; mutations never retry (architecture: Web). Calls go out even when
 * the browser believes it is offline: spec §8 answers a network failure with 'system error1', not
 * with a call that waits silently (and navigator.onLine says nothing about the server).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});

// Every accepted write reloads the cached lists it belongs to, those on screen at once.
onSaved((route) => void queryClient.invalidateQueries({ predicate: (query) => isStaleAfter(route, query.queryKey) }));
