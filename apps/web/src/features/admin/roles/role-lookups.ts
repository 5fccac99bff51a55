import { API } from '@apex/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { LOOKUP_STALE_MS } from '../../../kit/use-lookup';

/** Every permission a role can hold, labelled by the server in the current language. */
export function usePermissionInfos() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['roles', 'permissions', i18n.language],
    queryFn: () => call(API.roles.permissions),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** The whole menu tree (names in every language). */
export function useAllMenus() {
  return useQuery({ queryKey: ['roles', 'menus'], queryFn: () => call(API.roles.menus), staleTime: LOOKUP_STALE_MS });
}
