import { API } from '@apex/shared';
import type { TLocale } from '@apex/shared/i18n';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useHasPermission } from '../../session/permitted';
import { localName } from './local-name';

// spec §7: background loads suppress error notices.
const BACKGROUND = { isStopError: true };
/** Lookups change only with a save on these screens, which reloads them (use-saved.ts). */
export const LOOKUP_STALE_MS = 5 * 60_000;
/** The most a list page holds (docs/api.md): all the offices and roles an organisation has. */
const ALL = { page: 1, pageSize: 200 };

/** Companies, for the office and user forms; empty for a user who may not list offices. */
export function useCompanies() {
  const allowed = useHasPermission('/sysOffice/list');
  const query = useQuery({
    queryKey: ['offices', 'companies'],
    queryFn: () => call(API.offices.companies, undefined, BACKGROUND),
    enabled: allowed,
    staleTime: LOOKUP_STALE_MS,
  });
  return query.data ?? [];
}

/** Every office, by code, for filters and the user form. */
export function useOfficeLookup() {
  const allowed = useHasPermission('/sysOffice/list');
  const query = useQuery({
    queryKey: ['offices', 'lookup'],
    queryFn: () => call(API.offices.list, { query: { ...ALL, sortField: 'officeCode' } }, BACKGROUND),
    enabled: allowed,
    staleTime: LOOKUP_STALE_MS,
  });
  return query.data?.rows ?? [];
}

/** Every role, by code, for filters, the user form and role names in the user list. */
export function useRoleLookup() {
  const allowed = useHasPermission('/sysRole/list');
  const query = useQuery({
    queryKey: ['roles', 'lookup'],
    queryFn: () => call(API.roles.list, { query: { ...ALL, sortField: 'roleCode' } }, BACKGROUND),
    enabled: allowed,
    staleTime: LOOKUP_STALE_MS,
  });
  return query.data?.rows ?? [];
}

type Named = { nameEn: string; nameCn: string; nameHk?: string };

/** Select options "CODE · name" of coded records; the code alone reads well in a closed select. */
export const codeOptions = <T extends Named>(rows: readonly T[], codeOf: (row: T) => string, locale: TLocale) =>
  rows.map((row) => ({ value: codeOf(row), label: `${codeOf(row)} · ${localName(row, locale)}` }));
