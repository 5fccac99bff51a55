import { API } from '@apex/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { call } from '../../../api/client';
import { useCurrentUser } from '../../session/current-user';
import { ALL, BACKGROUND, useLookup } from '../common/admin-lookups';

/** Enabled currencies (about a dozen), for the pair pickers: "USD · US Dollar". */
export function useEnabledCurrencyOptions() {
  const rows =
    useLookup(['currencies', 'enabled'], '/currency/list', () =>
      call(API.currencies.list, { query: { ...ALL, enabled: 'true', sortField: 'currencyCode' } }, BACKGROUND),
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

export const DATE_FORMAT = 'YYYY-MM-DD';

/** A form field holding a YYYY-MM-DD string, shown in a DatePicker. */
export const dateTextField = {
  getValueProps: (value?: string) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value?: Dayjs | null) => (value ? value.format(DATE_FORMAT) : undefined),
};
