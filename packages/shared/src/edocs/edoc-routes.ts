import { z } from 'zod';
import { ZIdParams } from '../api/paging';
import { defineRoute, FILE_RESPONSE, needs } from '../api/route';
import { UPLOADS } from '../files/upload-types';
import { jobRouteBase } from '../jobs/job-route-base';
import type { TJobType } from '../jobs/job-types';
import { ZEdoc, ZEdocParams, ZUploadEdocQuery } from './edocs';

/**
 * The eDoc tab of a job (spec §2.8, §3 eDoc): its attachments. Each route needs its eDoc permission
 * and the job type's view permission: an attachment is added to a job, not an edit of it, so the
 * warehouse's photo or finance's invoice copy needs no right to edit the job. A job of another
 * office is 404.
 */
export function edocRoutes(jobType: TJobType) {
  const { one, view, tag } = jobRouteBase(jobType);
  return {
    list: defineRoute({
      method: 'GET',
      path: `${one}/edocs`,
      access: needs('/edoc/list', view),
      summary: "A job's attachments (eDocs), newest first",
      tag,
      params: ZIdParams,
      response: z.array(ZEdoc),
    }),
    upload: defineRoute({
      method: 'POST',
      path: `${one}/edocs`,
      access: needs('/edoc/edit', view),
      summary:
        'Attaches one file to a job (multipart field "file", at most 2M; .pdf, images and Office files, checked by content), with its type and note',
      tag,
      params: ZIdParams,
      query: ZUploadEdocQuery,
      upload: UPLOADS.edoc,
      response: ZEdoc,
    }),
    download: defineRoute({
      method: 'GET',
      path: `${one}/edocs/:edocId/file`,
      access: needs('/edoc/list', view),
      summary: 'The file of one attachment, under its uploaded name',
      tag,
      params: ZEdocParams,
      response: FILE_RESPONSE,
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: `${one}/edocs/:edocId`,
      access: needs('/edoc/delete', view),
      summary: 'Deletes an attachment and its file (logged)',
      tag,
      params: ZEdocParams,
      response: z.null(),
    }),
  };
}
