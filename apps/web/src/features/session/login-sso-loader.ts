import { safeRedirectUrl } from '@apex/shared/auth';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { publicConfigQuery } from '../../app/public-config';
import { goToSignOn } from '../../platform/sign-on';
import { STORAGE_KEYS, writeStored } from '../../platform/storage';
import { announceSignIn } from '../cross-tab/announce-sign-in';
import { currentUserQuery } from './current-user';

/**
 * spec §2.1 /loginsso?token&redirectUrl: the sign-on page hands over the token here; keep it and
 * go on to the redirect, which may only be this app or a configured portal.
 */
export function loginSsoLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    const token = params.get('token');
    if (!token) {
      goToSignOn(window.location.origin);
      return null;
    }
    announceSignIn(queryClient);
    writeStored(STORAGE_KEYS.token, token);
    queryClient.removeQueries({ queryKey: currentUserQuery.queryKey });
    const config = await queryClient.fetchQuery(publicConfigQuery).catch(() => undefined);
    return redirect(safeRedirectUrl(params.get('redirectUrl'), window.location.origin, config?.portalOrigins));
  };
}
