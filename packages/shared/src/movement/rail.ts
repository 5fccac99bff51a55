import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import { requiredText, ZVersion } from '../api/paging';
import { cargoCount, cargoDay, cargoQuantity, cargoText } from '../jobs/cargo/cargo-fields';
import { codesOf } from '../labels/codes-of';
import type { TLabelKey } from '../labels/keys';
import { ENTRUSTMENT_STATE_CODES, ZEntrustmentStatusChange } from './entrustment-states';

const id = z.number().int().min(1).max(2_147_483_647);

/** spec §3 Rail entrust "container belong": the carrier's container (COC), or the shipper's own (SOC). */
export const CONTAINER_BELONGS = {
  CARRIER: 'rail:containerBelongs.CARRIER',
  SHIPPER: 'rail:containerBelongs.SHIPPER',
} as const satisfies Record<string, TLabelKey>;
export type TContainerBelong = keyof typeof CONTAINER_BELONGS;
export const CONTAINER_BELONG_CODES = codesOf(CONTAINER_BELONGS);

/** A train station: a UN/LOCODE picked from the ports, or a station's name typed as the railway writes it. */
const station = cargoText(60);

/**
 * spec §3 Rail entrust as the operator keeps it: the entrust no comes from the office's RAIL rule
 * and the status moves on its own route (spec §4); the containers are the job's, by number.
 */
const railFields = {
  /** The rail carrier: a party with the railway role. */
  carrier: id,
  consignee: id.nullable().default(null),
  weightKg: cargoQuantity.default(null),
  packages: cargoCount.default(null),
  trainPol: station,
  trainPod: station,
  containerBelong: z.enum(CONTAINER_BELONG_CODES).default('CARRIER'),
  entrustDate: cargoDay,
  departureDate: cargoDay,
  arrivalDate: cargoDay,
  remark: cargoText(500),
  containerNos: z
    .array(requiredText(11).transform((s) => s.toUpperCase()))
    .max(200)
    .default([]),
};

type RailInput = { departureDate: string | null; arrivalDate: string | null; containerNos: string[] };

/** The train arrives after it leaves; a container is named once. */
function railRules(input: RailInput, ctx: z.RefinementCtx) {
  if (input.departureDate !== null && input.arrivalDate !== null && input.arrivalDate < input.departureDate)
    addMessageIssue(ctx, ['arrivalDate'], 'rail.arrivalBeforeDeparture');
  input.containerNos.forEach((no, index) => {
    if (input.containerNos.indexOf(no) !== index)
      addMessageIssue(ctx, ['containerNos', index], 'container.repeated', { no });
  });
}

export const ZCreateRailEntrustRequest = z.object(railFields).superRefine(railRules);
export const ZUpdateRailEntrustRequest = z.object({ version: ZVersion, ...railFields }).superRefine(railRules);
export type TRailEntrustInput = z.output<typeof ZCreateRailEntrustRequest>;

export const ZRailEntrustParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  entrustId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** A container on the entrust, with its type and seal no as the job's container tab has them now. */
const ZRailContainer = z.object({ containerNo: z.string(), containerType: z.string(), sealNo: z.string() });
export type TRailContainer = z.infer<typeof ZRailContainer>;

export const ZRailEntrust = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  entrustNo: z.string(),
  carrier: z.number().int(),
  carrierName: z.string(),
  consignee: z.number().int().nullable(),
  consigneeName: z.string(),
  weightKg: z.string().nullable(),
  packages: z.number().int().nullable(),
  trainPol: z.string(),
  trainPod: z.string(),
  containerBelong: z.enum(CONTAINER_BELONG_CODES),
  entrustDate: z.string().nullable(),
  departureDate: z.string().nullable(),
  arrivalDate: z.string().nullable(),
  remark: z.string(),
  status: z.enum(ENTRUSTMENT_STATE_CODES),
  statusAt: z.string(),
  containers: z.array(ZRailContainer),
  history: z.array(ZEntrustmentStatusChange),
  version: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type TRailEntrust = z.infer<typeof ZRailEntrust>;

/** The train tab: the job's rail entrusts, oldest first. */
export const ZJobRail = z.object({
  jobId: z.number().int(),
  jobNo: z.string(),
  entrusts: z.array(ZRailEntrust),
});
export type TJobRail = z.infer<typeof ZJobRail>;
