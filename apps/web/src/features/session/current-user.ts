import type { TCurrentUser } from '@apex/shared/auth';
import { authRoutes } from '@apex/shared/auth';
import { type QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { i18n } from '../../i18n/i18n';
import { hasToken } from '../../platform/sign-on';
import { STORAGE_KEYS, writeStored } from '../../platform/storage';

/** spec §3 User session: what later calls send back as headers and body fields. */
function remember(user: TCurrentUser) {
  writeStored(STORAGE_KEYS.dbCode, user.webServiceInfo);
  writeStored(STORAGE_KEYS.userName, user.account);
  writeStored(STORAGE_KEYS.officeCode, user.officeCode);
}

export const currentUserQuery = queryOptions({
  queryKey: ['currentUser'],
  queryFn: async () => {
    const user = await call(authRoutes.currentUser);
    // spec §8: empty info is a failed verification.
    if (!user?.account) throw new Error(i18n.t('session:emptyInfo'));
    remember(user);
    return user;
  },
  staleTime: Number.POSITIVE_INFINITY,
});

/** The signed-in user; the session loader has fetched it before any guarded screen renders. */
export const useCurrentUser = () => useSuspenseQuery(currentUserQuery).data;

/**
 * The signed-in user, asked for if not known yet; none without a token, or when the answer is an
 * error (the session loader then says why).
 */
export const signedInUser = (queryClient: QueryClient): Promise<TCurrentUser | undefined> =>
  hasToken() ? queryClient.ensureQueryData(currentUserQuery).catch(() => undefined) : Promise.resolve(undefined);
