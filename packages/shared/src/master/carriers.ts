import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import { queryFlag, requiredText, text, ZPageQuery, ZVersion } from '../api/paging';
import { recordRoutes } from '../api/record-routes';
import { excelImportRoute } from '../files/excel-import';

/** A shipping line, keyed by its SCAC (Standard Carrier Alpha Code, 2–4 letters). */
const ZCarrier = z.object({
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

export const ZUpdateCarrierRequest = z
  .object({ version: ZVersion, ...carrierFields })
  .superRefine(reasonWhenBlacklisted);

export const CARRIER_SORT_FIELDS = ['scac', 'nameEn', 'updatedAt'] as const;
export const ZCarrierListQuery = ZPageQuery.extend({
  /** Part of the SCAC or of a name. */
  keyword: text(100).optional(),
  blacklisted: queryFlag.optional(),
  sortField: z.enum(CARRIER_SORT_FIELDS).optional(),
});

export const carrierRoutes = {
  ...recordRoutes({
    path: '/sys/carriers',
    tag: 'carriers',
    view: '/carrier/list',
    edit: '/carrier/edit',
    row: ZCarrier,
    query: ZCarrierListQuery,
    create: ZCreateCarrierRequest,
    update: ZUpdateCarrierRequest,
    plural: 'Carriers',
    singular: 'carrier',
    createRule: 'the SCAC is unique',
  }),
  import: excelImportRoute({
    path: '/sys/carriers',
    tag: 'carriers',
    edit: '/carrier/edit',
    template: 'carriers',
    plural: 'carriers',
  }),
};
