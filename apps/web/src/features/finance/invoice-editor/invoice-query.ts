import { API } from '@apex/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const invoiceQueryKey = (id: number) => ['finance', 'invoice', id] as const;

/** One invoice with its lines, as the invoice editor shows it. */
export const invoiceQuery = (id: number) =>
  queryOptions({
    queryKey: invoiceQueryKey(id),
    queryFn: () => call(API.finance.invoice, { params: { id } }, { isStopError: true }),
  });
