import { authRoutes } from '@apex/shared/auth';
import { useState } from 'react';
import { call } from '../../api/client';
import { goToSignOn, resetToken } from '../../platform/sign-on';
import { STORAGE_KEYS, writeStored } from '../../platform/storage';

/**
 * spec §4 Logout: a loading mask while the server ends the session, then the token, menu,
 * back_lang (0), saved job-list query and office code go, and the sign-on page comes back to the
 * app's origin. The tabs, frames and cached calls live in this page's memory only and close with
 * it. Emptying them first made the app render again while it was leaving, for nothing, and a render
 * that routes can abort the pending navigation (a CI run once stayed on /home/index after Log Out).
 */
export function useLogOut() {
  const [loggingOut, setLoggingOut] = useState(false);
  const logOut = async () => {
    setLoggingOut(true);
    await call(authRoutes.logout, undefined, { isStopError: true }).catch(() => undefined);
    resetToken();
    writeStored(STORAGE_KEYS.backLang, '0');
    writeStored(STORAGE_KEYS.jobListQuery, null);
    goToSignOn(window.location.origin);
  };
  return { logOut, loggingOut };
}
