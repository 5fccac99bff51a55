import { authRoutes } from '@apex/shared/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client';
import { goToSignOn, resetToken } from '../../platform/sign-on';
import { STORAGE_KEYS, writeStored } from '../../platform/storage';
import { useFramesStore } from '../frames/frames-store';
import { useTabsStore } from '../tabs/tabs-store';

/**
 * spec §4 Logout: a loading mask while the server ends the session, then the token, menu,
 * back_lang (0), saved job-list query and office code go, the tabs close, and the sign-on page
 * comes back to the app's origin.
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  const [loggingOut, setLoggingOut] = useState(false);
  const logOut = async () => {
    setLoggingOut(true);
    await call(authRoutes.logout, undefined, { isStopError: true }).catch(() => undefined);
    resetToken();
    writeStored(STORAGE_KEYS.backLang, '0');
    writeStored(STORAGE_KEYS.jobListQuery, null);
    useTabsStore.getState().closeAll();
    useFramesStore.getState().unloadExcept();
    queryClient.clear();
    goToSignOn(window.location.origin);
  };
  return { logOut, loggingOut };
}
