import { API } from '@apex/shared';
import type { TLocale } from '@apex/shared/i18n';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { localName } from '../../../kit/local-name';
import { ALL, useLookup } from '../../../kit/use-lookup';

/** Companies, for the office and user forms. */
export const useCompanies = () =>
  useLookup(['offices', 'companies'], '/sysOffice/list', () =>
    call(API.offices.companies, undefined, { isStopError: true }),
  ) ?? [];

/** Every office, by code, for filters and the user form. */
export const useOfficeLookup = () =>
  useLookup(['offices', 'lookup'], '/sysOffice/list', () =>
    call(API.offices.list, { query: { ...ALL, sortField: 'officeCode' } }, { isStopError: true }),
  )?.rows ?? [];

/** Every role, by code, for filters, the user form and role names in the user list. */
export const useRoleLookup = () =>
  useLookup(['roles', 'lookup'], '/sysRole/list', () =>
    call(API.roles.list, { query: { ...ALL, sortField: 'roleCode' } }, { isStopError: true }),
  )?.rows ?? [];

/** Every country, for flag and country pickers; reference data any signed-in user may read. */
export const useCountries = () =>
  useQuery({
    queryKey: ['countries'],
    queryFn: () => call(API.referenceData.countries, undefined, { isStopError: true }),
    staleTime: Number.POSITIVE_INFINITY,
  }).data ?? [];

type Named = { nameEn: string; nameCn: string; nameHk?: string };

/** Select options "CODE · name" of coded records; the code alone reads well in a closed select. */
export const codeOptions = <T extends Named>(rows: readonly T[], codeOf: (row: T) => string, locale: TLocale) =>
  rows.map((row) => ({ value: codeOf(row), label: `${codeOf(row)} · ${localName(row, locale)}` }));
