import { API } from '@apex/shared';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { call } from '../../../api/client';
import { useCurrentUser } from '../../session/current-user';
import { LOOKUP_STALE_MS } from '../common/admin-lookups';

/** Enabled currencies (about a dozen), for the pair pickers: "USD · US Dollar". */
export function useEnabledCurrencyOptions() {
  const rows =
    useQuery({
      queryKey: ['currencies', 'enabled'],
      queryFn: () =>
        call(
          API.currencies.list,
          { query: { enabled: 'true', pageSize: 200, sortField: 'currencyCode' } },
          { isStopError: true },
        ),
      staleTime: LOOKUP_STALE_MS,
    }).data?.rows ?? [];
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
