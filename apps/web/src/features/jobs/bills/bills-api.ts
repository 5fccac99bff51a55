import { API } from '@apex/shared';
import type { TJobBills, TJobType } from '@apex/shared/jobs';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, call } from '../../../api/client';

/** A job type's bill and consolidation routes: export and import share the model, not the paths. */
export const billRoutesOf = (jobType: TJobType) => (jobType === 'OE' ? API.oceanExportBills : API.oceanImportBills);

export const billsQueryKey = (jobType: TJobType, jobId: number) => ['jobs', jobType, jobId, 'bills'] as const;

export const billsQuery = (jobType: TJobType, jobId: number) =>
  queryOptions({
    queryKey: billsQueryKey(jobType, jobId),
    queryFn: (): Promise<TJobBills> =>
      call(billRoutesOf(jobType).get, { params: { id: jobId } }, { isStopError: true }),
  });

/** The server asks the user to confirm something first (409 with `data.confirm`, spec §5). */
export const confirmAsked = (error: unknown, what: string) =>
  error instanceof ApiError &&
  error.statusCode === 409 &&
  (error.envelope.data as { confirm?: string } | null)?.confirm === what;
