import { z } from 'zod';
import { ZIdParams, ZVersionQuery } from '../api/paging';
import { defineRoute } from '../api/route';
import { jobRouteBase } from '../jobs/job-route-base';
import type { TJobType } from '../jobs/job-types';
import { ZEntrustmentMoveRequest } from './entrustment-states';
import {
  ZCreateRailEntrustRequest,
  ZJobRail,
  ZRailEntrust,
  ZRailEntrustParams,
  ZUpdateRailEntrustRequest,
} from './rail';

/**
 * The rail part of a job (spec §2.8 train tab, §3 Rail entrust): its entrusts to railways, each with
 * its own version and entrustment status (spec §4). The job type's view and edit apply, as for its
 * trucking; a job of another office is 404.
 */
export function railRoutes(jobType: TJobType) {
  const { one, read, write, tag } = jobRouteBase(jobType);
  const entrust = `${one}/rail/:entrustId` as const;
  return {
    get: defineRoute({
      method: 'GET',
      path: `${one}/rail`,
      access: read,
      summary: "A job's rail entrusts with their containers and status history",
      tag,
      params: ZIdParams,
      response: ZJobRail,
    }),
    create: defineRoute({
      method: 'POST',
      path: `${one}/rail`,
      access: write,
      summary: "A rail entrust numbered by the office's rail rule, not entrusted yet",
      tag,
      params: ZIdParams,
      body: ZCreateRailEntrustRequest,
      response: ZRailEntrust,
    }),
    update: defineRoute({
      method: 'PUT',
      path: entrust,
      access: write,
      summary: "A rail entrust's carrier, stations, dates or containers, at its version (a cancelled one is read-only)",
      tag,
      params: ZRailEntrustParams,
      body: ZUpdateRailEntrustRequest,
      response: ZRailEntrust,
    }),
    status: defineRoute({
      method: 'POST',
      path: `${entrust}/status`,
      access: write,
      summary: 'The next entrustment status, a step back with its reason, or cancelled (spec §4)',
      tag,
      params: ZRailEntrustParams,
      body: ZEntrustmentMoveRequest,
      response: ZRailEntrust,
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: entrust,
      access: write,
      summary: 'Deletes a rail entrust not entrusted yet',
      tag,
      params: ZRailEntrustParams,
      query: ZVersionQuery,
      response: z.null(),
    }),
  };
}
