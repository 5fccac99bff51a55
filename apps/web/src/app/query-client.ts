import { QueryClient } from '@tanstack/react-query';

/** Server state of the whole app; mutations never retry (architecture: Web). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
});
