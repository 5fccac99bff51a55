import { z } from 'zod';
import { ZIdParams, ZVersionQuery } from '../api/paging';
import { defineRoute, needs } from '../api/route';
import { jobRouteBase } from '../jobs/job-route-base';
import type { TJobType } from '../jobs/job-types';
import {
  ZCreateOtherServiceRequest,
  ZJobOtherServices,
  ZOtherService,
  ZOtherServiceParams,
  ZUpdateOtherServiceRequest,
} from './other-services';

/**
 * The other services of a job (spec §2.8 other service tab): insurance, fumigation, inspection…,
 * each with its own version. A service's cost is an AP line of the charges part, written in the
 * service's transaction, so the tab takes the charges' permissions as well as the job type's; a job
 * of another office is 404.
 */
export function otherServiceRoutes(jobType: TJobType) {
  const { one, view, edit, tag } = jobRouteBase(jobType);
  const service = `${one}/other-services/:serviceId` as const;
  return {
    get: defineRoute({
      method: 'GET',
      path: `${one}/other-services`,
      access: needs('/charge/list', view),
      summary: "A job's other services (insurance, fumigation, inspection…) with their cost lines",
      tag,
      params: ZIdParams,
      response: ZJobOtherServices,
    }),
    create: defineRoute({
      method: 'POST',
      path: `${one}/other-services`,
      access: needs('/charge/edit', edit),
      summary: 'A new service; its cost becomes an AP line on the charges tab in the same transaction',
      tag,
      params: ZIdParams,
      body: ZCreateOtherServiceRequest,
      response: ZOtherService,
    }),
    update: defineRoute({
      method: 'PUT',
      path: service,
      access: needs('/charge/edit', edit),
      summary: 'A service at its version; its cost line follows (not once checked or invoiced)',
      tag,
      params: ZOtherServiceParams,
      body: ZUpdateOtherServiceRequest,
      response: ZOtherService,
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: service,
      access: needs('/charge/edit', edit),
      summary: 'Deletes a service and its cost line (not once the line is checked or invoiced)',
      tag,
      params: ZOtherServiceParams,
      query: ZVersionQuery,
      response: z.null(),
    }),
  };
}
