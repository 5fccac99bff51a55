import { authRoutes } from '@apex/shared/auth';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { ApiError, call } from '../../api/client';
import { whenFeedback } from '../../api/feedback';
import { i18n } from '../../i18n/i18n';
import { CHANGE_PASSWORD_PATH } from '../../platform/paths';
import { goToSignOn, hasToken, resetToken } from '../../platform/sign-on';
import { currentUserQuery } from './current-user';
import { useSessionAlerts } from './session-alerts';

/** Keeps the router waiting while the browser leaves for the sign-on page or a dialog is open. */
const forever = () => new Promise<never>(() => {});

/** spec §8 Sign-in: a failed get-info step says why, then back to sign-in; a 401 has said so already. */
async function reportLoginError(error: unknown) {
  if (error instanceof ApiError && error.statusCode === 401) return;
  const { modal } = await whenFeedback();
  modal.error({
    title: i18n.t('session:loginErrorTitle'),
    content: error instanceof Error ? error.message : String(error),
    okText: i18n.t('session:signInAgain'),
    onOk: () => {
      resetToken();
      goToSignOn(window.location.href);
    },
  });
}

/** Asked once the page is on screen: the answer only matters when the session has ended. */
function validateToken() {
  requestIdleCallback(
    () =>
      void call(authRoutes.validateToken, undefined, { isStopError: true })
        .then((info) => {
          if (!info) useSessionAlerts.getState().showNoMenu();
        })
        .catch(() => undefined),
    { timeout: 2000 },
  );
}

/**
 * spec §4 Session, on every navigation: no token → the sign-on page, back here afterwards; token
 * but no user → load the user (and with it the menu routes); otherwise validate the token. A user
 * who must change the password may only see that screen.
 */
export function sessionLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (!hasToken()) {
      goToSignOn(request.url);
      return forever();
    }
    let user = queryClient.getQueryData(currentUserQuery.queryKey);
    if (user) validateToken();
    else {
      try {
        // The menu's route discovery may have asked already (signedInUser): its failure is the answer.
        const asked = queryClient.getQueryState(currentUserQuery.queryKey);
        if (asked?.status === 'error') throw asked.error;
        user = await queryClient.fetchQuery(currentUserQuery);
      } catch (error) {
        await reportLoginError(error);
        return forever();
      }
    }
    if (user.passwordChangeReason && new URL(request.url).pathname !== CHANGE_PASSWORD_PATH)
      throw redirect(CHANGE_PASSWORD_PATH);
    return null;
  };
}
