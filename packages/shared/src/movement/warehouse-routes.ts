import { z } from 'zod';
import { ZIdParams, ZPage, ZVersionQuery } from '../api/paging';
import { defineRoute, FILE_RESPONSE, needs } from '../api/route';
import { jobRouteBase } from '../jobs/job-route-base';
import type { TJobType } from '../jobs/job-types';
import { ZPartyLookupQuery, ZPartyOption } from '../master/parties';
import {
  ZCreateWarehouseEntryRequest,
  ZJobWarehouse,
  ZUpdateWarehouseEntryRequest,
  ZWarehouseEntry,
  ZWarehouseJobLookupQuery,
  ZWarehouseJobOption,
  ZWarehouseReleaseCancelParams,
  ZWarehouseReleaseParams,
  ZWarehouseReleaseRequest,
  ZWarehouseStockExportQuery,
  ZWarehouseStockQuery,
  ZWarehouseStockRow,
} from './warehouse';

const ZEntryParams = ZWarehouseReleaseParams;

/**
 * The warehouse part of a job (spec §2.8 warehouse tab, §3 Warehouse entry) and the warehouse lists
 * of its type. Each route needs a warehouse permission only: the warehouse receives and releases
 * cargo without the right to read or edit the job (as on the goods list). A job of another office
 * is 404.
 */
export function warehouseRoutes(jobType: TJobType) {
  const { api, one, tag } = jobRouteBase(jobType);
  const view = needs('/warehouse/list');
  const edit = needs('/warehouse/edit');
  const entry = `${one}/warehouse/:entryId` as const;
  return {
    get: defineRoute({
      method: 'GET',
      path: `${one}/warehouse`,
      access: view,
      summary: "A job's warehouse entries with their releases, and the customs release they wait for",
      tag,
      params: ZIdParams,
      response: ZJobWarehouse,
    }),
    create: defineRoute({
      method: 'POST',
      path: `${one}/warehouse`,
      access: edit,
      summary: 'New warehousing: an entry numbered by the office’s warehouse-in rule (spec §8 "new warehousing")',
      tag,
      params: ZIdParams,
      body: ZCreateWarehouseEntryRequest,
      response: ZWarehouseEntry,
    }),
    update: defineRoute({
      method: 'PUT',
      path: entry,
      access: edit,
      summary: "An entry's fields and flags at its version; what came in is never less than what went out",
      tag,
      params: ZEntryParams,
      body: ZUpdateWarehouseEntryRequest,
      response: ZWarehouseEntry,
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: entry,
      access: edit,
      summary: 'Deletes an entry none of whose cargo has gone out',
      tag,
      params: ZEntryParams,
      query: ZVersionQuery,
      response: z.null(),
    }),
    release: defineRoute({
      method: 'POST',
      path: `${entry}/releases`,
      access: edit,
      summary:
        'Warehouse out: some or all of the stock leaves, once customs released it and it is allowed out (spec §8 "goods not available" otherwise)',
      tag,
      params: ZEntryParams,
      body: ZWarehouseReleaseRequest,
      response: ZWarehouseEntry,
    }),
    cancelRelease: defineRoute({
      method: 'DELETE',
      path: `${entry}/releases/:releaseId`,
      access: edit,
      summary: 'Takes a warehouse out back (a mistake): its cargo is in stock again, unless the outbound is confirmed',
      tag,
      params: ZWarehouseReleaseCancelParams,
      query: ZVersionQuery,
      response: ZWarehouseEntry,
    }),
    stock: defineRoute({
      method: 'GET',
      path: `${api}/warehouse`,
      access: view,
      summary: "The office's warehouse entries of this job type with their releases, paged and filtered",
      tag,
      query: ZWarehouseStockQuery,
      response: ZPage(ZWarehouseStockRow),
    }),
    export: defineRoute({
      method: 'GET',
      path: `${api}/warehouse/export`,
      access: view,
      summary: 'The whole filtered warehouse list as an Excel workbook (entries, and their releases)',
      tag,
      query: ZWarehouseStockExportQuery,
      response: FILE_RESPONSE,
    }),
    jobs: defineRoute({
      method: 'GET',
      path: `${api}/warehouse/jobs`,
      access: edit,
      summary: 'Jobs of the office whose job no or MB/L no starts so, to receive their cargo; at most 20',
      tag,
      query: ZWarehouseJobLookupQuery,
      response: z.array(ZWarehouseJobOption),
    }),
    parties: defineRoute({
      method: 'GET',
      path: `${api}/warehouse/parties`,
      access: view,
      summary: 'Parties for the warehouse field, warehouses first (the party picker without the party list permission)',
      tag,
      query: ZPartyLookupQuery,
      response: z.array(ZPartyOption),
    }),
  };
}
