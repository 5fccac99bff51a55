import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import { requiredText, text, ZIdParams, ZPage, ZPageQuery, ZVersion, ZVersionQuery } from '../api/paging';
import { defineRoute, needs } from '../api/route';
import { isImoNumber } from './imo-number';

/** spec §3 Vessel Lloyd number: vessel, Lloyd no, flag, updater, update time. */
export const ZVessel = z.object({
  id: z.number().int(),
  vesselName: z.string(),
  lloydNo: z.string(),
  /** The flag state, an ISO 3166 country code. */
  flag: z.string(),
  flagName: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type TVessel = z.infer<typeof ZVessel>;

/** Vessel names are written upper-case on B/Ls and in carriers' schedules; one space between words. */
const vesselName = requiredText(100).transform((name) => name.replace(/\s+/g, ' ').toUpperCase());

const lloydNo = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (!isImoNumber(value)) addMessageIssue(ctx, [], 'vessel.lloydNoInvalid', { value });
  });

const flag = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((s) => s.toUpperCase());

const vesselFields = { vesselName, lloydNo, flag };

export const ZCreateVesselRequest = z.object(vesselFields);
export type TCreateVesselRequest = z.input<typeof ZCreateVesselRequest>;

export const ZUpdateVesselRequest = z.object({ version: ZVersion, ...vesselFields });
export type TUpdateVesselRequest = z.input<typeof ZUpdateVesselRequest>;

export const VESSEL_SORT_FIELDS = ['vesselName', 'lloydNo', 'flag', 'updatedAt'] as const;
export const ZVesselListQuery = ZPageQuery.extend({
  /** Part of the vessel's name or Lloyd no. */
  keyword: text(100).optional(),
  flag: flag.optional(),
  sortField: z.enum(VESSEL_SORT_FIELDS).optional(),
});
export type TVesselListQuery = z.input<typeof ZVesselListQuery>;

const tag = 'vessels';
export const vesselRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/sys/vessels',
    access: needs('/shipEdit/list'),
    summary: 'Vessels with their Lloyd numbers, paged',
    tag,
    query: ZVesselListQuery,
    response: ZPage(ZVessel),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/sys/vessels/:id',
    access: needs('/shipEdit/list'),
    summary: 'One vessel',
    tag,
    params: ZIdParams,
    response: ZVessel,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/sys/vessels',
    access: needs('/shipEdit/edit'),
    summary: 'Adds a vessel; name and Lloyd no are each unique',
    tag,
    body: ZCreateVesselRequest,
    response: ZVessel,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/sys/vessels/:id',
    access: needs('/shipEdit/edit'),
    summary: 'Updates a vessel (optimistic concurrency on version)',
    tag,
    params: ZIdParams,
    body: ZUpdateVesselRequest,
    response: ZVessel,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/sys/vessels/:id',
    access: needs('/shipEdit/edit'),
    summary: 'Deletes a vessel',
    tag,
    params: ZIdParams,
    query: ZVersionQuery,
    response: z.null(),
  }),
};
