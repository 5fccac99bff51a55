import { z } from 'zod';
import { ZIdParams, ZVersionQuery } from '../api/paging';
import { defineRoute, needs } from '../api/route';
import { ZChangeJobModeRequest, ZCreateJobRequest, ZJob, ZUpdateJobRequest } from './job';
import type { TJobType } from './job-types';

/**
 * Where a job type's API lives and who may use it. Export and import jobs share one model and one
 * service; each type has its own path and permissions, so a role can work on one without the other.
 */
export const JOB_API = {
  OE: { path: '/ocean-export/jobs', view: '/oceanExport/list', edit: '/oceanExport/edit', name: 'Ocean export' },
  OI: { path: '/ocean-import/jobs', view: '/oceanImport/list', edit: '/oceanImport/edit', name: 'Ocean import' },
} as const satisfies Record<TJobType, { path: string; view: string; edit: string; name: string }>;

/** One job's general part: read, create (the job no comes from the auto-code rule), update, delete. */
function jobCardRoutes<T extends TJobType>(jobType: T) {
  const { path, view, edit, name } = JOB_API[jobType];
  const one = `${path}/:id` as const;
  const tag = `${name.toLowerCase()} jobs`;
  return {
    get: defineRoute({
      method: 'GET',
      path: one,
      access: needs(view),
      summary: `One ${name.toLowerCase()} job (404 when it is of another office)`,
      tag,
      params: ZIdParams,
      response: ZJob,
    }),
    create: defineRoute({
      method: 'POST',
      path,
      access: needs(edit),
      summary: `Opens ${name.toLowerCase()} job in the session's office, numbered by its auto-code rule`,
      tag,
      body: ZCreateJobRequest,
      response: ZJob,
    }),
    update: defineRoute({
      method: 'PUT',
      path: one,
      access: needs(edit),
      summary: 'Saves the general part (optimistic concurrency on version)',
      tag,
      params: ZIdParams,
      body: ZUpdateJobRequest,
      response: ZJob,
    }),
    changeMode: defineRoute({
      method: 'PUT',
      path: `${one}/mode`,
      access: needs(edit),
      summary: 'Changes the job mode; the mode it already has is refused',
      tag,
      params: ZIdParams,
      body: ZChangeJobModeRequest,
      response: ZJob,
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: one,
      access: needs(edit),
      summary: 'Deletes a job without charges, HB/Ls or sub-jobs',
      tag,
      params: ZIdParams,
      query: ZVersionQuery,
      response: z.null(),
    }),
  };
}

export const oceanExportJobRoutes = jobCardRoutes('OE');
export const oceanImportJobRoutes = jobCardRoutes('OI');
