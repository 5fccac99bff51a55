import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { publicConfigQuery } from '../../app/public-config';
import { readStored, STORAGE_KEYS } from '../../platform/storage';
import { TESLA_PATHS } from '../routes/constant-routes';
import type { AppRoute } from '../routes/route-model';
import { withQuery } from './embedded-pages';

/**
 * The address an embedded route shows: the menu's, or for the tesla pages the configured one with
 * the session token in its query (spec §2.3). Undefined when the deployment has none.
 */
export function useEmbeddedAddress() {
  const teslaPageUrl = useQuery(publicConfigQuery).data?.teslaPageUrl;
  return useCallback(
    (route: AppRoute): string | undefined => {
      if (!TESLA_PATHS.includes(route.path)) return route.meta.url;
      return teslaPageUrl && withQuery(teslaPageUrl, { token: readStored(STORAGE_KEYS.token) });
    },
    [teslaPageUrl],
  );
}
