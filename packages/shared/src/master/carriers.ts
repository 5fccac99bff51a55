import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import { queryFlag, requiredText, text, ZIdParams, ZPage, ZPageQuery, ZVersion, ZVersionQuery } from '../api/paging';
import { defineRoute, needs } from '../api/route';

/** A shipping line, keyed by its SCAC (Standard Carrier Alpha Code, 2–4 letters). */
export const ZCarrier = z.object({
  id: z.number().int(),
  scac: z.string(),
  nameEn: z.string(),
  nameCn: z.string(),
  /** spec §8: a booking with a blacklisted carrier is warned about. */
  blacklisted: z.boolean(),
  blacklistReason: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type TCarrier = z.infer<typeof ZCarrier>;

const scac = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,4}$/)
  .transform((s) => s.toUpperCase());

const carrierFields = {
  nameEn: requiredText(100),
  nameCn: text(100).default(''),
  blacklisted: z.boolean().default(false),
  blacklistReason: text(300).default(''),
};

/** A blacklisted carrier says why, so the warning on a booking can tell the operator. */
function reasonWhenBlacklisted(carrier: { blacklisted: boolean; blacklistReason: string }, ctx: z.RefinementCtx) {
  if (carrier.blacklisted && !carrier.blacklistReason)
    addMessageIssue(ctx, ['blacklistReason'], 'carrier.blacklistReasonRequired');
}

export const ZCreateCarrierRequest = z.object({ scac, ...carrierFields }).superRefine(reasonWhenBlacklisted);
export type TCreateCarrierRequest = z.input<typeof ZCreateCarrierRequest>;

export const ZUpdateCarrierRequest = z.object({ version: ZVersion, ...carrierFields }).superRefine(reasonWhenBlacklisted);
export type TUpdateCarrierRequest = z.input<typeof ZUpdateCarrierRequest>;

export const CARRIER_SORT_FIELDS = ['scac', 'nameEn', 'updatedAt'] as const;
export const ZCarrierListQuery = ZPageQuery.extend({
  /** Part of the SCAC or of a name. */
  keyword: text(100).optional(),
  blacklisted: queryFlag.optional(),
  sortField: z.enum(CARRIER_SORT_FIELDS).optional(),
});
export type TCarrierListQuery = z.input<typeof ZCarrierListQuery>;

const tag = 'carriers';
export const carrierRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/sys/carriers',
    access: needs('/carrier/list'),
    summary: 'Carriers, paged',
    tag,
    query: ZCarrierListQuery,
    response: ZPage(ZCarrier),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/sys/carriers/:id',
    access: needs('/carrier/list'),
    summary: 'One carrier',
    tag,
    params: ZIdParams,
    response: ZCarrier,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/sys/carriers',
    access: needs('/carrier/edit'),
    summary: 'Adds a carrier; the SCAC is unique',
    tag,
    body: ZCreateCarrierRequest,
    response: ZCarrier,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/sys/carriers/:id',
    access: needs('/carrier/edit'),
    summary: 'Updates a carrier, its blacklist flag included (optimistic concurrency on version)',
    tag,
    params: ZIdParams,
    body: ZUpdateCarrierRequest,
    response: ZCarrier,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/sys/carriers/:id',
    access: needs('/carrier/edit'),
    summary: 'Deletes a carrier',
    tag,
    params: ZIdParams,
    query: ZVersionQuery,
    response: z.null(),
  }),
};
