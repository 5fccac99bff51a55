import { z } from 'zod';
import { ZIdParams, ZVersionQuery } from '../api/paging';
import { defineRoute } from '../api/route';
import { jobRouteBase } from '../jobs/job-route-base';
import type { TJobType } from '../jobs/job-types';
import {
  ZCreateCustomsEntrustmentRequest,
  ZCustomsEntrustment,
  ZCustomsEntrustmentParams,
  ZJobCustoms,
  ZUpdateCustomsEntrustmentRequest,
} from './customs';

/**
 * The customs part of a job (spec §2.8 customs tab, §3 Customs): its entrustments to brokers, each
 * with its own version; every save writes the job's customs dates in the same transaction. The job
 * type's view and edit apply; a job of another office is 404.
 */
export function customsRoutes(jobType: TJobType) {
  const { one, read, write, tag } = jobRouteBase(jobType);
  const entrustment = `${one}/customs/:entrustmentId` as const;
  return {
    get: defineRoute({
      method: 'GET',
      path: `${one}/customs`,
      access: read,
      summary: "A job's customs entrustments and the customs dates they give the job",
      tag,
      params: ZIdParams,
      response: ZJobCustoms,
    }),
    create: defineRoute({
      method: 'POST',
      path: `${one}/customs`,
      access: write,
      summary: "A customs entrustment numbered by the office's customs rule; the job's customs dates follow",
      tag,
      params: ZIdParams,
      body: ZCreateCustomsEntrustmentRequest,
      response: ZCustomsEntrustment,
    }),
    update: defineRoute({
      method: 'PUT',
      path: entrustment,
      access: write,
      summary: "An entrustment at its version (a cancelled one is read-only); the job's customs dates follow",
      tag,
      params: ZCustomsEntrustmentParams,
      body: ZUpdateCustomsEntrustmentRequest,
      response: ZCustomsEntrustment,
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: entrustment,
      access: write,
      summary: 'Deletes an entrustment made by mistake (not a cancelled one, which is history)',
      tag,
      params: ZCustomsEntrustmentParams,
      query: ZVersionQuery,
      response: z.null(),
    }),
  };
}
