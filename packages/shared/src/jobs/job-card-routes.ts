import { z } from 'zod';
import { ZIdParams, ZVersionQuery } from '../api/paging';
import { defineRoute } from '../api/route';
import { ZChangeJobModeRequest, ZCreateJobRequest, ZJob, ZUpdateJobRequest } from './job';
import { jobRouteBase } from './job-route-base';
import type { TJobType } from './job-types';

/** One job's general part: read, create (the job no comes from the auto-code rule), update, delete. */
export function jobCardRoutes(jobType: TJobType) {
  const { jobs: path, one, read: view, write: edit, name } = jobRouteBase(jobType);
  const tag = `${name} jobs`;
  return {
    get: defineRoute({
      method: 'GET',
      path: one,
      access: view,
      summary: `One ${name} job (404 when it is of another office)`,
      tag,
      params: ZIdParams,
      response: ZJob,
    }),
    create: defineRoute({
      method: 'POST',
      path,
      access: edit,
      summary: `Opens ${name} job in the session's office, numbered by its auto-code rule`,
      tag,
      body: ZCreateJobRequest,
      response: ZJob,
    }),
    update: defineRoute({
      method: 'PUT',
      path: one,
      access: edit,
      summary: 'Saves the general part (optimistic concurrency on version)',
      tag,
      params: ZIdParams,
      body: ZUpdateJobRequest,
      response: ZJob,
    }),
    changeMode: defineRoute({
      method: 'PUT',
      path: `${one}/mode`,
      access: edit,
      summary: 'Changes the job mode; the mode it already has is refused',
      tag,
      params: ZIdParams,
      body: ZChangeJobModeRequest,
      response: ZJob,
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: one,
      access: edit,
      summary: 'Deletes a job without charges, HB/Ls or sub-jobs',
      tag,
      params: ZIdParams,
      query: ZVersionQuery,
      response: z.null(),
    }),
  };
}
