import {
  APPOINTMENT_STATUS_CODES,
  ENTRUSTMENT_STATE_CODES,
  TRUCKING_DIRECTION_CODES,
  TRUCKING_KIND_CODES,
} from '@apex/shared/movement';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, entrustmentChangeColumns, quantity, words } from './columns';
import { carriedContainerColumns, jobRef, partyRef } from './jobs';
import { offices } from './organisation';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A trucking order (spec §3 Trucking FCL/CFS): made on a job's trucking tab (its job), with its
 * own version. A united order also carries containers of other jobs of the office (its container
 * rows name their jobs). The office and job type are the job's, copied for the lists' filters.
 */
export const truckingOrders = pgTable(
  'trucking_orders',
  {
    id: serial('id').primaryKey(),
    officeCode: varchar('office_code', { length: 10 })
      .notNull()
      .references(() => offices.officeCode),
    jobType: varchar('job_type', { length: 2 }).notNull(),
    jobId: jobRef(),
    truckingNo: varchar('trucking_no', { length: 30 }).notNull(),
    kind: varchar('kind', { length: 3 }).notNull(),
    direction: varchar('direction', { length: 8 }).notNull(),
    united: boolean('united').notNull().default(false),
    status: varchar('status', { length: 14 }).notNull().default('NOT_ENTRUSTED'),
    statusAt: moment('status_at').notNull().defaultNow(),
    truckerId: partyRef('trucker_id').notNull(),
    truckingDate: date('trucking_date'),
    consigneeId: partyRef('consignee_id'),
    vehicleType: words('vehicle_type', 20),
    appointmentNo: words('appointment_no', 40),
    appointmentAt: moment('appointment_at'),
    // spec §3 Address, copied from a party's address or typed for this order.
    address1: words('address1', 200),
    address2: words('address2', 200),
    city: words('city', 100),
    state: words('state', 100),
    countryCode: words('country_code', 2),
    postalCode: words('postal_code', 20),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    addressAttributes: words('address_attributes', 200),
    transportRequirement: text('transport_requirement').notNull().default(''),
    cargoLocation: words('cargo_location', 200),
    cyReturn: words('cy_return', 200),
    freeDate: date('free_date'),
    remark: text('remark').notNull().default(''),
    deliveredAt: moment('delivered_at'),
    packages: integer('packages'),
    weightKg: quantity('weight_kg', 16),
    volumeCbm: quantity('volume_cbm', 16),
    warehouseId: partyRef('warehouse_id'),
    ...auditColumns,
  },
  (t) => [
    check('trucking_orders_kind_known', sql`${t.kind} in (${list(TRUCKING_KIND_CODES)})`),
    check('trucking_orders_direction_known', sql`${t.direction} in (${list(TRUCKING_DIRECTION_CODES)})`),
    check('trucking_orders_status_known', sql`${t.status} in (${list(ENTRUSTMENT_STATE_CODES)})`),
    check('trucking_orders_quantities', sql`${t.weightKg} >= 0 and ${t.volumeCbm} >= 0 and ${t.packages} >= 0`),
    uniqueIndex('trucking_orders_no_uq').on(t.truckingNo),
    index('trucking_orders_no_prefix_idx').on(t.truckingNo.op('varchar_pattern_ops')),
    index('trucking_orders_job_idx').on(t.jobId),
    // The lists: an office's orders of a type newest first, by status, and their date filters.
    index('trucking_orders_office_idx').on(t.officeCode, t.jobType, t.id.desc()),
    index('trucking_orders_office_status_idx').on(t.officeCode, t.jobType, t.status, t.id.desc()),
    // trucking_link: the united orders, a few of the office's.
    index('trucking_orders_office_united_idx').on(t.officeCode, t.jobType, t.id.desc()).where(sql`${t.united}`),
    index('trucking_orders_office_date_idx').on(t.officeCode, t.jobType, t.truckingDate),
    index('trucking_orders_office_appointment_idx').on(t.officeCode, t.jobType, t.appointmentAt),
    index('trucking_orders_trucker_idx').on(t.truckerId),
  ],
);

/**
 * A container on a trucking order, by its job and number, with the truck's moments. `active` and
 * `direction` copy the order's (not cancelled; which way): a container goes on one active order of
 * a direction, which the partial unique index holds also under concurrent saves.
 */
export const truckingOrderContainers = pgTable(
  'trucking_order_containers',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => truckingOrders.id, { onDelete: 'cascade' }),
    ...carriedContainerColumns(),
    direction: varchar('direction', { length: 8 }).notNull(),
    active: boolean('active').notNull().default(true),
    pickupEmptyAt: moment('pickup_empty_at'),
    loadedAt: moment('loaded_at'),
    returnedAt: moment('returned_at'),
  },
  (t) => [
    index('trucking_order_containers_order_idx').on(t.orderId, t.lineNo),
    uniqueIndex('trucking_order_containers_once').on(t.jobId, t.containerNo, t.direction).where(sql`${t.active}`),
    index('trucking_order_containers_job_idx').on(t.jobId),
    index('trucking_order_containers_no_idx').on(t.containerNo.op('varchar_pattern_ops')),
  ],
);

/** spec §4: every status change of an order, when and by whom; a step back with its reason. */
export const truckingStatusChanges = pgTable(
  'trucking_status_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => truckingOrders.id, { onDelete: 'cascade' }),
    ...entrustmentChangeColumns,
  },
  (t) => [index('trucking_status_changes_order_idx').on(t.orderId, t.id)],
);

/** spec §3 Appointment: a pick-up or delivery slot booked for an order, with its own version. */
export const truckingAppointments = pgTable(
  'trucking_appointments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => truckingOrders.id, { onDelete: 'cascade' }),
    bookingId: varchar('booking_id', { length: 40 }).notNull(),
    contact: words('contact', 60),
    phone: words('phone', 30),
    type: varchar('type', { length: 8 }).notNull(),
    estimatedAt: moment('estimated_at'),
    cargoReady: boolean('cargo_ready').notNull().default(false),
    status: varchar('status', { length: 10 }).notNull().default('REQUESTED'),
    confirmedAt: moment('confirmed_at'),
    ...auditColumns,
  },
  (t) => [
    check('trucking_appointments_type_known', sql`${t.type} in (${list(TRUCKING_DIRECTION_CODES)})`),
    check('trucking_appointments_status_known', sql`${t.status} in (${list(APPOINTMENT_STATUS_CODES)})`),
    index('trucking_appointments_order_idx').on(t.orderId, t.id),
  ],
);
