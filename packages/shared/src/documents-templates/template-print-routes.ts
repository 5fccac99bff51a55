import { z } from 'zod';
import { ZIdParams } from '../api/paging';
import { defineRoute, FILE_RESPONSE, needs } from '../api/route';
import { jobRouteBase } from '../jobs/job-route-base';
import type { TJobType } from '../jobs/job-types';
import { REPORT_TEMPLATE_KINDS } from '../master/report-templates';

const ZTemplatePrintQuery = z.object({ kind: z.enum(REPORT_TEMPLATE_KINDS) });

/**
 * A job printed with the office's own layout: the current version of the enabled report template
 * of a kind (the job type's, else the general one), its placeholders filled with the job's data.
 */
export function templatePrintRoutes(jobType: TJobType) {
  const { jobs, one, view, tag } = jobRouteBase(jobType);
  const access = needs('/document/print', view);
  return {
    kinds: defineRoute({
      method: 'GET',
      path: `${jobs}/template-kinds`,
      access,
      summary:
        'The report template kinds a job of this type can be printed with (an enabled template with a current version)',
      tag,
      response: z.array(z.enum(REPORT_TEMPLATE_KINDS)),
    }),
    print: defineRoute({
      method: 'GET',
      path: `${one}/template-print`,
      access,
      summary:
        'The report template of a kind filled with the job (.xlsx and .docx placeholders such as {{job.jobNo}}; a .pdf as it is)',
      tag,
      params: ZIdParams,
      query: ZTemplatePrintQuery,
      response: FILE_RESPONSE,
    }),
  };
}
