import type { TPrintRequest } from '@apex/shared/documents';
import type { TJobType } from '@apex/shared/jobs';
import type { TReportTemplateKind } from '@apex/shared/master';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';
import { jobApi } from '../jobs/job-api';

export const printsQueryKey = (jobType: TJobType, jobId: number) => ['jobs', jobType, jobId, 'prints'] as const;

/** The job's print history, newest first. */
export const printsQuery = (jobType: TJobType, jobId: number) =>
  queryOptions({
    queryKey: printsQueryKey(jobType, jobId),
    queryFn: () => call(jobApi(jobType).documents.prints, { params: { id: jobId } }, { isStopError: true }),
  });

/** A document of the job as a PDF file; the preview shows a refusal itself. */
export const printFile = (
  jobType: TJobType,
  jobId: number,
  request: Partial<TPrintRequest> & Pick<TPrintRequest, 'kind'>,
) => call(jobApi(jobType).documents.print, { params: { id: jobId }, body: request }, { isStopError: true });

/** The report template kinds a job of the type prints with (the office's own layouts). */
export const templateKindsQuery = (jobType: TJobType) =>
  queryOptions({
    queryKey: ['jobs', jobType, 'template-kinds'] as const,
    queryFn: () => call(jobApi(jobType).templatePrint.kinds, {}, { isStopError: true }),
  });

/** The job filled into the office's template of a kind (.xlsx, .docx or .pdf); a refusal is shown as a notice. */
export const templateFile = (jobType: TJobType, jobId: number, kind: TReportTemplateKind) =>
  call(jobApi(jobType).templatePrint.print, { params: { id: jobId }, query: { kind } });
