import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '../session/current-user';
import { consumeSignInFlag, isSessionComplete, raiseSignInFlag, SIGN_IN_POLL_MS } from './session-signals';

let raised = false;

/** Whether this tab raised the flag that is up now (the others react to it, not this one). */
export const signInRaisedHere = () => raised;
/** Once the flag is down again, the next one raised is another tab's. */
export const forgetSignInRaised = () => {
  raised = false;
};

/**
 * spec §4 (the auth variant): at a sign-in, before the new token is stored, the flag goes down (one
 * left up is stale); then wait — checking every 100 ms — until the token, account, db code and a
 * non-empty menu are all there, and raise it for the other tabs.
 */
export function announceSignIn(queryClient: QueryClient) {
  consumeSignInFlag();
  const timer = window.setInterval(() => {
    const menu = queryClient.getQueryData(currentUserQuery.queryKey)?.menulist ?? [];
    if (!isSessionComplete(menu.length)) return;
    window.clearInterval(timer);
    raised = true;
    raiseSignInFlag();
  }, SIGN_IN_POLL_MS);
}
