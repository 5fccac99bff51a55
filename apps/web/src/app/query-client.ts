import { QueryClient } from '@tanstack/react-query';

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
