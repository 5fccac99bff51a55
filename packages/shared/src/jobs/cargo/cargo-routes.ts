import { z } from 'zod';
import { calendarDate, text, ZIdParams, ZPage, ZPageQuery } from '../../api/paging';
import { defineRoute, needs } from '../../api/route';
import { jobRouteBase } from '../job-route-base';
import type { TJobType } from '../job-types';
import { ZBooking, ZSaveBookingRequest } from './booking';
import { ZContainerList, ZSaveContainersRequest } from './container-list';
import { ZGoodsList, ZSaveGoodsRequest } from './goods-list';

/** /goodslist (spec §2.2): goods lines across the office's jobs of one type, filtered in the database. */
export const ZGoodsLineListQuery = ZPageQuery.extend({
  jobNo: text(30).optional(),
  hsCode: z
    .string()
    .trim()
    .regex(/^\d{0,6}$/)
    .optional(),
  name: text(100).optional(),
  customer: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  etdFrom: calendarDate.optional(),
  etdTo: calendarDate.optional(),
  sortField: z.enum(['jobNo', 'etd', 'eta', 'hsCode']).optional(),
});

const ZGoodsLineRow = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  jobNo: z.string(),
  hsCode: z.string(),
  name: z.string(),
  qty: z.string().nullable(),
  unit: z.string(),
  grossWeightKg: z.string().nullable(),
  volumeCbm: z.string().nullable(),
  customerName: z.string(),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
});
export type TGoodsLineRow = z.infer<typeof ZGoodsLineRow>;

/** The booking, containers and goods parts of a job card, each read and saved as a whole. */
export function cargoRoutes(jobType: TJobType) {
  const { api, one, read: view, write: edit, name } = jobRouteBase(jobType);
  const tag = `${name} jobs`;
  const part = <P extends string>(suffix: P) => `${one}/${suffix}` as const;
  return {
    getBooking: defineRoute({
      method: 'GET',
      path: part('booking'),
      access: view,
      summary: "A job's carrier booking (an empty one at version 0 until first saved)",
      tag,
      params: ZIdParams,
      response: ZBooking,
    }),
    saveBooking: defineRoute({
      method: 'PUT',
      path: part('booking'),
      access: edit,
      summary: 'Saves the carrier booking and its container request (optimistic concurrency on its own version)',
      tag,
      params: ZIdParams,
      body: ZSaveBookingRequest,
      response: ZBooking,
    }),
    getContainers: defineRoute({
      method: 'GET',
      path: part('containers'),
      access: view,
      summary: "A job's containers with their totals",
      tag,
      params: ZIdParams,
      response: ZContainerList,
    }),
    saveContainers: defineRoute({
      method: 'PUT',
      path: part('containers'),
      access: edit,
      summary: "Saves a job's containers as a whole (ISO 6346 numbers, once per job)",
      tag,
      params: ZIdParams,
      body: ZSaveContainersRequest,
      response: ZContainerList,
    }),
    getGoods: defineRoute({
      method: 'GET',
      path: part('goods'),
      access: view,
      summary: "A job's goods lines",
      tag,
      params: ZIdParams,
      response: ZGoodsList,
    }),
    saveGoods: defineRoute({
      method: 'PUT',
      path: part('goods'),
      access: edit,
      summary: "Saves a job's goods lines as a whole (HS codes of the HS table, amount = price × qty)",
      tag,
      params: ZIdParams,
      body: ZSaveGoodsRequest,
      response: ZGoodsList,
    }),
    goodsLines: defineRoute({
      method: 'GET',
      path: `${api}/goods-lines`,
      access: needs('/goodsList/list'),
      summary: "Goods lines of the office's jobs, paged and filtered (/goodslist)",
      tag,
      query: ZGoodsLineListQuery,
      response: ZPage(ZGoodsLineRow),
    }),
  };
}
