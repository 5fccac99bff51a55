import { codesOf } from '../labels/codes-of';
import type { TLabelKey } from '../labels/keys';

/** spec §3 Trucking (FCL/CFS): a full container moved as it is, or loose cargo to or from the warehouse (CFS). */
export const TRUCKING_KINDS = {
  FCL: 'trucking:kinds.FCL',
  CFS: 'trucking:kinds.CFS',
} as const satisfies Record<string, TLabelKey>;
export type TTruckingKind = keyof typeof TRUCKING_KINDS;
export const TRUCKING_KIND_CODES = codesOf(TRUCKING_KINDS);

/**
 * Which way the truck goes: an export's pick-up brings the cargo from the shipper to the port or
 * CFS, an import's delivery takes it from the port or CFS to the consignee. An appointment is of
 * the same two types (spec §3 Appointment "type").
 */
export const TRUCKING_DIRECTIONS = {
  PICKUP: 'trucking:directions.PICKUP',
  DELIVERY: 'trucking:directions.DELIVERY',
} as const satisfies Record<string, TLabelKey>;
export type TTruckingDirection = keyof typeof TRUCKING_DIRECTIONS;
export const TRUCKING_DIRECTION_CODES = codesOf(TRUCKING_DIRECTIONS);

/** spec §3 Appointment "status": asked of the terminal or warehouse, confirmed by it, or called off. */
export const APPOINTMENT_STATUSES = {
  REQUESTED: 'trucking:appointmentStatuses.REQUESTED',
  CONFIRMED: 'trucking:appointmentStatuses.CONFIRMED',
  CANCELLED: 'jobs:jobStatuses.CANCELLED',
} as const satisfies Record<string, TLabelKey>;
export const APPOINTMENT_STATUS_CODES = codesOf(APPOINTMENT_STATUSES);

/** Which day the trucking lists' date range reads. */
export const TRUCKING_DATE_FIELDS = ['trucking', 'appointment', 'delivered'] as const;
export const TRUCKING_SORT_FIELDS = ['truckingNo', 'truckingDate', 'appointmentAt', 'createdAt'] as const;
