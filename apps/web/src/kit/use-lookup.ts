import type { TPermission } from '@apex/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { useHasPermission } from '../features/session/permitted';

/** Lookups change only with a save on their screens, which reloads them (form/use-saved.ts). */
export const LOOKUP_STALE_MS = 5 * 60_000;
/**
 * The most a list page holds (docs/api.md): all the offices, roles, code types, currencies or charge
 * codes an organisation has.
 */
export const ALL = { page: 1, pageSize: 200 };

/**
 * Reference data for filters and forms, kept LOOKUP_STALE_MS: none for a user who may not read it
 * (no call the server would refuse), nor while `ready` is false (a choice the lookup depends on is
 * not made yet).
 */
export function useLookup<T>(key: readonly unknown[], permission: TPermission, load: () => Promise<T>, ready = true) {
  const allowed = useHasPermission(permission);
  return useQuery({ queryKey: key, queryFn: load, enabled: allowed && ready, staleTime: LOOKUP_STALE_MS }).data;
}
