import { ZIdParams } from '../api/paging';
import { defineRoute } from '../api/route';
import { jobRouteBase } from '../jobs/job-route-base';
import type { TJobType } from '../jobs/job-types';
import {
  ZCorrectGoodsStatusRequest,
  ZGoodsStatusEntryParams,
  ZJobGoodsStatus,
  ZRecordGoodsStatusRequest,
  ZUndoGoodsStatusRequest,
} from './goods-status';

/**
 * A job's goods status (spec §2.8 goods status tab, §4): its steps and abnormal events, under the
 * job type's view and edit. Every write names the goods status's version it read (409 when written
 * since) and answers the goods status read again; a job of another office is 404.
 */
export function goodsStatusRoutes(jobType: TJobType) {
  const { one, read, write, tag } = jobRouteBase(jobType);
  const path = `${one}/goods-status` as const;
  return {
    get: defineRoute({
      method: 'GET',
      path,
      access: read,
      summary: "A job's goods status: its steps and abnormal events with their history",
      tag,
      params: ZIdParams,
      response: ZJobGoodsStatus,
    }),
    record: defineRoute({
      method: 'POST',
      path,
      access: write,
      summary: 'Records a step (not dated out of the sequence, not twice) or an abnormal event',
      tag,
      params: ZIdParams,
      body: ZRecordGoodsStatusRequest,
      response: ZJobGoodsStatus,
    }),
    correct: defineRoute({
      method: 'POST',
      path: `${path}/corrections`,
      access: write,
      summary: "Records a step as a correction with a reason: it replaces the step's entry and may break the order",
      tag,
      params: ZIdParams,
      body: ZCorrectGoodsStatusRequest,
      response: ZJobGoodsStatus,
    }),
    undo: defineRoute({
      method: 'POST',
      path: `${path}/:entryId/undo`,
      access: write,
      summary: 'Takes an entry back with a reason; it stays as history and the operation log says who and why',
      tag,
      params: ZGoodsStatusEntryParams,
      body: ZUndoGoodsStatusRequest,
      response: ZJobGoodsStatus,
    }),
  };
}
