import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { publicConfigQuery } from '../../app/public-config';
import { readStored, STORAGE_KEYS } from '../../platform/storage';
import type { AppRoute } from '../routes/route-model';
import { embeddedAddress } from './embedded-pages';

/** embeddedAddress with this deployment's configuration and this session's token. */
export function useEmbeddedAddress() {
  const teslaPageUrl = useQuery(publicConfigQuery).data?.teslaPageUrl;
  return useCallback(
    (route: AppRoute) => embeddedAddress(route, teslaPageUrl, readStored(STORAGE_KEYS.token)),
    [teslaPageUrl],
  );
}
