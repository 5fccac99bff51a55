import { API } from '@apex/shared';
import { call } from '../../../api/client';
import { ALL, useLookup } from '../../../kit/use-lookup';
import { useCurrentUser } from '../../session/current-user';

/** Enabled currencies (about a dozen), for the pair pickers: "USD · US Dollar". */
export function useEnabledCurrencyOptions() {
  const rows =
    useLookup(['currencies', 'enabled'], '/currency/list', () =>
      call(
        API.currencies.list,
        { query: { ...ALL, enabled: 'true', sortField: 'currencyCode' } },
        { isStopError: true },
      ),
    )?.rows ?? [];
  return rows.map((c) => ({ value: c.currencyCode, label: c.currencyCode }));
}

/** The offices the user works for, the current one first choice. */
export function useOfficeOptions() {
  const user = useCurrentUser();
  return {
    current: user.officeCode,
    options: user.offices.map((o) => ({ value: o.officeCode, label: `${o.officeCode} · ${o.name}` })),
  };
}
