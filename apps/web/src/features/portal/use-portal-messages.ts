import { useEffect } from 'react';
import { publicConfigQuery } from '../../app/public-config';
import { queryClient } from '../../app/query-client';
import { changeLocale } from '../../i18n/i18n';
import { currentUserQuery } from '../session/current-user';
import { readPortalMessage } from './portal-message';

/**
 * spec §7: hears the parent portal (language, routes) and embedded pages (dispatchHKG). Origins
 * come from the public config, so the app follows the server's PORTAL_ORIGINS.
 */
export function usePortalMessages(navigate: (to: string) => unknown) {
  useEffect(() => {
    const onMessage = async (event: MessageEvent) => {
      const config = await queryClient.ensureQueryData(publicConfigQuery).catch(() => undefined);
      const trusted = [window.location.origin, ...(config?.portalOrigins ?? [])];
      const action = readPortalMessage(event, trusted);
      if (action.kind === 'refuse') console.warn(`cross-window message ignored (${action.reason})`, event.data);
      else if (action.kind === 'changeLanguage') {
        await changeLocale(action.locale);
        // Office names come from the server in the request's language.
        void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      } else if (action.kind === 'navigate') void navigate(action.to);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate]);
}
