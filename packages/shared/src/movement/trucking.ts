import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import { calendarDate, instant, queryFlag, requiredText, text, ZPageQuery, ZVersion } from '../api/paging';
import { cargoCount, cargoQuantity } from '../jobs/cargo/cargo-fields';
import { JOB_TYPES } from '../jobs/job-types';
import { ZPartyAddress, ZPartyAddressInput } from '../master/parties';
import { ENTRUSTMENT_STATE_CODES, ZEntrustmentStatusChange } from './entrustment-states';
import {
  APPOINTMENT_STATUS_CODES,
  TRUCKING_DATE_FIELDS,
  TRUCKING_DIRECTION_CODES,
  TRUCKING_KIND_CODES,
  TRUCKING_SORT_FIELDS,
} from './trucking-vocabulary';

const id = z.number().int().min(1).max(2_147_483_647);
const queryId = z.coerce.number().int().min(1).max(2_147_483_647);
const moment = instant.nullable().default(null);
const day = calendarDate.nullable().default(null);

/**
 * A container on a trucking order, named by its job and number: a job's containers are saved as a
 * whole list (their rows replaced), so the number is what stays (docs/decisions.md "Trucking").
 * Per container the truck's three moments: the empty picked up, loaded or unloaded, returned to the CY.
 */
const ZTruckingContainerInput = z.object({
  jobId: id,
  containerNo: requiredText(11).transform((s) => s.toUpperCase()),
  pickupEmptyAt: moment,
  loadedAt: moment,
  returnedAt: moment,
});

/** spec §3 Trucking (FCL/CFS): what the operator keeps of an order; its number and status are the server's. */
const TRUCKING_FIELDS = {
  kind: z.enum(TRUCKING_KIND_CODES),
  direction: z.enum(TRUCKING_DIRECTION_CODES),
  /** spec §2.8 unite trucking: the order may carry containers of other jobs of the office. */
  united: z.boolean().default(false),
  /** The company: a party with the trucker role. */
  trucker: id,
  truckingDate: day,
  consignee: id.nullable().default(null),
  /** A VEHICLE_TYPE dictionary code. */
  vehicleType: text(20)
    .transform((s) => s.toUpperCase())
    .default(''),
  appointmentNo: text(40).default(''),
  appointmentAt: moment,
  /** spec §3 Address: one of the trucker's or consignee's addresses, or one typed for this order. */
  address: ZPartyAddressInput.nullable().default(null),
  transportRequirement: text(500).default(''),
  cargoLocation: text(200).default(''),
  cyReturn: text(200).default(''),
  freeDate: day,
  remark: text(500).default(''),
  /** When the cargo reached the consignee: an import delivery's sets the job's cargo delivered date. */
  deliveredAt: moment,
  containers: z.array(ZTruckingContainerInput).max(200).default([]),
  /** CFS: the loose cargo, and the warehouse it goes to or comes from. */
  packages: cargoCount.default(null),
  weightKg: cargoQuantity.default(null),
  volumeCbm: cargoQuantity.default(null),
  warehouse: id.nullable().default(null),
};

type OrderShape = {
  kind: string;
  containers: { jobId: number; containerNo: string }[];
  packages: number | null;
  weightKg: string | null;
  volumeCbm: string | null;
  warehouse: number | null;
};

/** An FCL order carries containers, each once; a CFS order carries loose cargo and no container. */
function orderRules(order: OrderShape, ctx: z.RefinementCtx) {
  if (order.kind === 'CFS' && order.containers.length)
    addMessageIssue(ctx, ['containers'], 'trucking.containersOnCfs', {});
  if (order.kind === 'FCL')
    for (const field of ['packages', 'weightKg', 'volumeCbm', 'warehouse'] as const)
      if (order[field] !== null) addMessageIssue(ctx, [field], 'trucking.looseCargoOnFcl', {});
  const seen = new Set<string>();
  order.containers.forEach((c, index) => {
    const key = `${c.jobId}/${c.containerNo}`;
    if (seen.has(key))
      addMessageIssue(ctx, ['containers', index, 'containerNo'], 'container.repeated', { no: c.containerNo });
    seen.add(key);
  });
}

export const ZCreateTruckingOrderRequest = z.object(TRUCKING_FIELDS).superRefine(orderRules);
export const ZUpdateTruckingOrderRequest = z.object({ version: ZVersion, ...TRUCKING_FIELDS }).superRefine(orderRules);
export type TTruckingOrderInput = z.output<typeof ZCreateTruckingOrderRequest>;

/** The list's bulk status update: every order moves, or none does. */
export const ZTruckingBulkStatusRequest = z.object({
  orders: z
    .array(z.object({ id, version: ZVersion }))
    .min(1)
    .max(200),
  to: z.enum(ENTRUSTMENT_STATE_CODES),
  reason: text(300).default(''),
});

/** Truck split: the job's containers as they are to be spread over its orders, all at once. */
export const ZTruckSplitRequest = z.object({
  orders: z
    .array(z.object({ id, version: ZVersion, containerNos: z.array(requiredText(11)).max(200) }))
    .min(1)
    .max(50),
});

/** spec §3 Appointment: booking id, contact, phone, type, estimated time, cargo ready, status. */
export const ZAppointmentInput = z.object({
  bookingId: requiredText(40),
  contact: text(60).default(''),
  phone: text(30).default(''),
  type: z.enum(TRUCKING_DIRECTION_CODES),
  estimatedAt: moment,
  cargoReady: z.boolean().default(false),
  status: z.enum(APPOINTMENT_STATUS_CODES).default('REQUESTED'),
});
export const ZUpdateAppointmentRequest = ZAppointmentInput.extend({ version: ZVersion });

const ZAppointment = z.object({
  id: z.number().int(),
  bookingId: z.string(),
  contact: z.string(),
  /** Whole for a user who may edit the job; spec §9's mask (138****5678) for one who only reads. */
  phone: z.string(),
  type: z.enum(TRUCKING_DIRECTION_CODES),
  estimatedAt: z.string().nullable(),
  cargoReady: z.boolean(),
  status: z.enum(APPOINTMENT_STATUS_CODES),
  /** Set by the server when the appointment is confirmed. */
  confirmedAt: z.string().nullable(),
  version: z.number().int(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type TAppointment = z.infer<typeof ZAppointment>;

const ZTruckingContainer = z.object({
  jobId: z.number().int(),
  jobNo: z.string(),
  mblNo: z.string(),
  containerNo: z.string(),
  /** '' when the number is no longer among its job's containers (renamed or taken off on the container tab). */
  containerType: z.string(),
  pickupEmptyAt: z.string().nullable(),
  loadedAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
});
export type TTruckingContainer = z.infer<typeof ZTruckingContainer>;

/** One order as the lists show it. */
export const ZTruckingRow = z.object({
  id: z.number().int(),
  truckingNo: z.string(),
  jobId: z.number().int(),
  jobNo: z.string(),
  jobType: z.enum(JOB_TYPES),
  mblNo: z.string(),
  officeCode: z.string(),
  kind: z.enum(TRUCKING_KIND_CODES),
  direction: z.enum(TRUCKING_DIRECTION_CODES),
  united: z.boolean(),
  status: z.enum(ENTRUSTMENT_STATE_CODES),
  statusAt: z.string(),
  trucker: z.number().int(),
  truckerName: z.string(),
  truckingDate: z.string().nullable(),
  consignee: z.number().int().nullable(),
  consigneeName: z.string(),
  vehicleType: z.string(),
  appointmentNo: z.string(),
  appointmentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** The containers' numbers, and how many jobs the order serves (more than one: a united order). */
  containerNos: z.string(),
  jobCount: z.number().int(),
  version: z.number().int(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type TTruckingRow = z.infer<typeof ZTruckingRow>;

/** The whole order: its fields, containers, status history and appointments. */
export const ZTruckingOrder = ZTruckingRow.extend({
  address: ZPartyAddress.nullable(),
  transportRequirement: z.string(),
  cargoLocation: z.string(),
  cyReturn: z.string(),
  freeDate: z.string().nullable(),
  remark: z.string(),
  packages: z.number().int().nullable(),
  weightKg: z.string().nullable(),
  volumeCbm: z.string().nullable(),
  warehouse: z.number().int().nullable(),
  warehouseName: z.string(),
  containers: z.array(ZTruckingContainer),
  history: z.array(ZEntrustmentStatusChange),
  appointments: z.array(ZAppointment),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type TTruckingOrder = z.infer<typeof ZTruckingOrder>;

const prefix = (max: number) => text(max).optional();

/** The trucking lists' query over the office's orders of a job type (paged in the database). */
export const ZTruckingListQuery = ZPageQuery.extend({
  /** The start of a trucking no, job no or container no. */
  truckingNo: prefix(30),
  jobNo: prefix(30),
  /** A whole MB/L no. */
  mblNo: prefix(40),
  containerNo: prefix(11),
  trucker: queryId.optional(),
  status: z.enum(ENTRUSTMENT_STATE_CODES).optional(),
  kind: z.enum(TRUCKING_KIND_CODES).optional(),
  direction: z.enum(TRUCKING_DIRECTION_CODES).optional(),
  /** spec §2.4 trucking_link: only the orders that serve several jobs. */
  linked: queryFlag.optional(),
  dateField: z.enum(TRUCKING_DATE_FIELDS).optional(),
  dateFrom: calendarDate.optional(),
  dateTo: calendarDate.optional(),
  sortField: z.enum(TRUCKING_SORT_FIELDS).optional(),
});
export const ZTruckingExportQuery = ZTruckingListQuery.omit({ page: true, pageSize: true });

/** The unite trucking picker's query: the office's jobs' containers by MB/L, job no or vessel. */
export const ZTruckingContainerQuery = z.object({
  keyword: text(40).optional(),
  direction: z.enum(TRUCKING_DIRECTION_CODES),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** A container the picker offers, with the active order of that direction it is on already, if any. */
export const ZTruckingContainerOption = z.object({
  jobId: z.number().int(),
  jobNo: z.string(),
  mblNo: z.string(),
  vessel: z.string(),
  voyage: z.string(),
  containerNo: z.string(),
  containerType: z.string(),
  onOrder: z.string().nullable(),
});
export type TTruckingContainerOption = z.infer<typeof ZTruckingContainerOption>;
