import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import { requiredText, text, ZPageQuery, ZVersion } from '../api/paging';
import { recordRoutes } from '../api/record-routes';
import { excelImportRoute } from '../files/excel-import';
import { isImoNumber } from './imo-number';

/** spec §3 Vessel Lloyd number: vessel, Lloyd no, flag, updater, update time. */
const ZVessel = z.object({
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

export const ZUpdateVesselRequest = z.object({ version: ZVersion, ...vesselFields });

export const VESSEL_SORT_FIELDS = ['vesselName', 'lloydNo', 'flag', 'updatedAt'] as const;
export const ZVesselListQuery = ZPageQuery.extend({
  /** Part of the vessel's name or Lloyd no. */
  keyword: text(100).optional(),
  flag: flag.optional(),
  sortField: z.enum(VESSEL_SORT_FIELDS).optional(),
});

export const vesselRoutes = {
  ...recordRoutes({
    path: '/sys/vessels',
    tag: 'vessels',
    view: '/shipEdit/list',
    edit: '/shipEdit/edit',
    row: ZVessel,
    query: ZVesselListQuery,
    create: ZCreateVesselRequest,
    update: ZUpdateVesselRequest,
    plural: 'Vessels with their Lloyd numbers',
    singular: 'vessel',
    createRule: 'name and Lloyd no are each unique',
  }),
  import: excelImportRoute({
    path: '/sys/vessels',
    tag: 'vessels',
    edit: '/shipEdit/edit',
    template: 'vessels',
    plural: 'vessels',
  }),
};
