import { z } from 'zod';
import { ZIdParams, ZPage, ZVersionQuery } from '../api/paging';
import { defineRoute } from '../api/route';
import {
  ZCombineHblsRequest,
  ZCreateHblRequest,
  ZHbl,
  ZHblDraft,
  ZHblParams,
  ZJobBills,
  ZMbl,
  ZSaveMblRequest,
  ZSplitHblRequest,
  ZSplitJobCargoRequest,
  ZUpdateHblRequest,
} from './bills';
import {
  ZAddSubJobRequest,
  ZConsolidation,
  ZHblListQuery,
  ZHblListRow,
  ZLclCandidateQuery,
  ZLclJob,
  ZRefreshConsolidationRequest,
  ZSubJobParams,
} from './consolidation';
import { jobRouteBase } from './job-route-base';
import type { TJobType } from './job-types';

/** A job's bills (MB/L, HB/Ls, splits and combines) and its LCL consolidation, per job type. */
export function billRoutes(jobType: TJobType) {
  const { api, one, read, write: edit, name } = jobRouteBase(jobType);
  const hbl = `${one}/hbls/:hblId` as const;
  const tag = `${name} bills`;
  const write = { access: edit, tag };
  return {
    get: defineRoute({
      method: 'GET',
      path: `${one}/bills`,
      access: read,
      tag,
      summary: "The job's MB/L part and HB/Ls; on a master, its sub-jobs' HB/Ls read-only",
      params: ZIdParams,
      response: ZJobBills,
    }),
    saveMbl: defineRoute({
      method: 'PUT',
      path: `${one}/mbl`,
      ...write,
      summary: 'Saves the MB/L part (version 0 creates it)',
      params: ZIdParams,
      body: ZSaveMblRequest,
      response: ZMbl,
    }),
    hblDraft: defineRoute({
      method: 'GET',
      path: `${one}/hbls/draft`,
      ...write,
      summary: "A new HB/L's starting values: the job's parties and cargo, and the office's next HB/L no",
      params: ZIdParams,
      response: ZHblDraft,
    }),
    createHbl: defineRoute({
      method: 'POST',
      path: `${one}/hbls`,
      ...write,
      summary: 'Adds an HB/L to a job that is not a master; a weight above the ordered one asks first',
      params: ZIdParams,
      body: ZCreateHblRequest,
      response: ZHbl,
    }),
    updateHbl: defineRoute({
      method: 'PUT',
      path: hbl,
      ...write,
      summary: 'Saves an HB/L of this job (not from its master)',
      params: ZHblParams,
      body: ZUpdateHblRequest,
      response: ZHbl,
    }),
    removeHbl: defineRoute({
      method: 'DELETE',
      path: hbl,
      ...write,
      summary: 'Deletes an HB/L of this job',
      params: ZHblParams,
      query: ZVersionQuery,
      response: z.null(),
    }),
    splitHbl: defineRoute({
      method: 'POST',
      path: `${hbl}/split`,
      ...write,
      summary: 'Splits an HB/L into several whose cargo adds up exactly to it',
      params: ZHblParams,
      body: ZSplitHblRequest,
      response: z.array(ZHbl),
    }),
    splitJobCargo: defineRoute({
      method: 'POST',
      path: `${one}/hbls/split-job`,
      ...write,
      summary: "Splits the cargo of a job without HB/Ls into HB/Ls adding up exactly to the job's",
      params: ZIdParams,
      body: ZSplitJobCargoRequest,
      response: z.array(ZHbl),
    }),
    combineHbls: defineRoute({
      method: 'POST',
      path: `${one}/hbls/combine`,
      ...write,
      summary: 'Combines HB/Ls of the job into the first one named, totals kept',
      params: ZIdParams,
      body: ZCombineHblsRequest,
      response: ZHbl,
    }),
    hblList: defineRoute({
      method: 'GET',
      path: `${api}/hbls`,
      access: read,
      tag,
      summary: "The office's HB/Ls of this job type, paged and filtered (spec §2.2 /HBLList)",
      query: ZHblListQuery,
      response: ZPage(ZHblListRow),
    }),
    consolidation: defineRoute({
      method: 'GET',
      path: `${one}/lcl`,
      access: read,
      tag,
      summary: "A master job's totals and LCL sub-jobs (spec §4)",
      params: ZIdParams,
      response: ZConsolidation,
    }),
    lclCandidates: defineRoute({
      method: 'GET',
      path: `${one}/lcl/candidates`,
      access: read,
      tag,
      summary: "The office's unconsolidated LCL jobs of the type that the master may take",
      params: ZIdParams,
      query: ZLclCandidateQuery,
      response: ZPage(ZLclJob),
    }),
    addSubJob: defineRoute({
      method: 'POST',
      path: `${one}/lcl`,
      ...write,
      summary: 'Adds an LCL sub-job to a CONSOL master',
      params: ZIdParams,
      body: ZAddSubJobRequest,
      response: ZConsolidation,
    }),
    removeSubJob: defineRoute({
      method: 'DELETE',
      path: `${one}/lcl/:subJobId`,
      ...write,
      summary: 'Takes an LCL sub-job out of its master',
      params: ZSubJobParams,
      query: ZVersionQuery,
      response: ZConsolidation,
    }),
    refreshConsolidation: defineRoute({
      method: 'POST',
      path: `${one}/lcl/refresh`,
      ...write,
      summary: "Recomputes the master's packages, weight and volume from its sub-jobs",
      params: ZIdParams,
      body: ZRefreshConsolidationRequest,
      response: ZConsolidation,
    }),
  };
}
