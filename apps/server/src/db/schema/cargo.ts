import { BOOKING_STATUSES } from '@apex/shared/jobs';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, quantity, words } from './columns';
import { currencies } from './currencies';
import { hsCodes } from './hs-codes';
import { jobRef } from './jobs';
import { carriers } from './reference';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A job's carrier booking (spec §2.8 booking; domain "Carrier booking"): one per job, with its own
 * version, so a booking save and a general-part save never make each other stale.
 */
export const jobBookings = pgTable(
  'job_bookings',
  {
    id: serial('id').primaryKey(),
    jobId: jobRef().unique(),
    status: varchar('status', { length: 12 }).notNull().default('REQUESTED'),
    bookingNo: words('booking_no', 40),
    carrierId: integer('carrier_id').references(() => carriers.id),
    contractNo: words('contract_no', 60),
    vessel: words('vessel', 100),
    voyage: words('voyage', 30),
    cyCutoff: moment('cy_cutoff'),
    cfsCutoff: moment('cfs_cutoff'),
    docCutoff: moment('doc_cutoff'),
    vgmCutoff: moment('vgm_cutoff'),
    soReleased: boolean('so_released').notNull().default(false),
    soReleaseDate: date('so_release_date'),
    remark: text('remark').notNull().default(''),
    ...auditColumns,
    /** The earliest of the four cut-offs: the booking desk's order (issue 19). */
    firstCutoff: moment('first_cutoff').generatedAlwaysAs(sql`least(cy_cutoff, cfs_cutoff, doc_cutoff, vgm_cutoff)`),
  },
  (t) => [
    index('job_bookings_first_cutoff_idx').on(t.firstCutoff, t.jobId),
    // A carrier's tracking event names the booking it belongs to (issue 20).
    index('job_bookings_booking_no_idx').on(t.bookingNo).where(sql`${t.bookingNo} <> ''`),
    check(
      'job_bookings_status_known',
      sql`${t.status} in (${sql.raw(BOOKING_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);

/** The booking's container request: how many containers of each type (CONTAINER_TYPE dictionary). */
export const jobBookingRequests = pgTable(
  'job_booking_requests',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => jobBookings.id, { onDelete: 'cascade' }),
    lineNo: smallint('line_no').notNull(),
    containerType: varchar('container_type', { length: 20 }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    unique('job_booking_requests_type_once').on(t.bookingId, t.containerType),
    check('job_booking_requests_quantity', sql`${t.quantity} > 0`),
  ],
);

/**
 * The version of a part of a job that is saved as a whole list (containers, goods): the list's
 * rows are replaced on each save, so the version lives here, one row per job and part.
 */
export const jobPartVersions = pgTable(
  'job_part_versions',
  {
    id: serial('id').primaryKey(),
    jobId: jobRef(),
    part: varchar('part', { length: 20 }).notNull(),
    ...auditColumns,
  },
  (t) => [unique('job_part_versions_once').on(t.jobId, t.part)],
);

/** spec §3 Container; a container no appears once per job (blank until the carrier assigns one). */
export const jobContainers = pgTable(
  'job_containers',
  {
    id: serial('id').primaryKey(),
    jobId: jobRef(),
    lineNo: smallint('line_no').notNull(),
    containerType: varchar('container_type', { length: 20 }).notNull(),
    containerNo: words('container_no', 11),
    /**
     * spec §5: a number failing the ISO 6346 check digit is flagged, not refused (shipper-owned and
     * some carriers' numbers are not standard): who saved it knowing, and when (issue 16).
     */
    checkDigitConfirmedBy: varchar('check_digit_confirmed_by', { length: 64 }),
    checkDigitConfirmedAt: moment('check_digit_confirmed_at'),
    sealNo: words('seal_no', 40),
    palletNum: integer('pallet_num'),
    tareKg: quantity('tare_kg', 16),
    grossWeightKg: quantity('gross_weight_kg', 16),
    packages: integer('packages'),
    volumeCbm: quantity('volume_cbm', 16),
    vgmWeightKg: quantity('vgm_weight_kg', 16),
    vgmMethod: varchar('vgm_method', { length: 1 }),
    vgmAt: moment('vgm_at'),
    packer: words('packer', 100),
    packerContact: words('packer_contact', 100),
    packingDate: date('packing_date'),
    loadingAt: moment('loading_at'),
    loadingStatus: words('loading_status', 40),
    gateInAt: moment('gate_in_at'),
    shipperUnit: words('shipper_unit', 100),
    driverName: words('driver_name', 60),
    driverTel: words('driver_tel', 30),
    truckNo: words('truck_no', 30),
    plateNo: words('plate_no', 20),
    /** Its own last free date at the terminal (issue 19); null: the job's applies. */
    lastFreeDate: date('last_free_date'),
    // issue 20: the moves that start and stop its free-time clocks (demurrage, detention)
    dischargeDate: date('discharge_date'),
    gateOutDate: date('gate_out_date'),
    emptyReturnDate: date('empty_return_date'),
  },
  (t) => [
    index('job_containers_job_idx').on(t.jobId, t.lineNo),
    uniqueIndex('job_containers_no_once').on(t.jobId, t.containerNo).where(sql`${t.containerNo} <> ''`),
    index('job_containers_no_idx').on(t.containerNo),
    check('job_containers_vgm_method', sql`${t.vgmMethod} in ('1', '2')`),
    check(
      'job_containers_quantities',
      sql`${t.tareKg} >= 0 and ${t.grossWeightKg} >= 0 and ${t.volumeCbm} >= 0 and ${t.vgmWeightKg} >= 0`,
    ),
  ],
);

/** spec §3 Goods line; the amount is price × qty to two decimals, stored as worked out on save. */
export const jobGoods = pgTable(
  'job_goods',
  {
    id: serial('id').primaryKey(),
    jobId: jobRef(),
    lineNo: smallint('line_no').notNull(),
    itemNo: words('item_no', 40),
    hsCode: varchar('hs_code', { length: 6 }).references(() => hsCodes.code),
    name: words('name', 200),
    unit: words('unit', 20),
    price: numeric('price', { precision: 14, scale: 2 }),
    qty: quantity('qty', 16),
    amount: numeric('amount', { precision: 18, scale: 2 }),
    currency: varchar('currency', { length: 3 }).references(() => currencies.currencyCode),
    exchangeRate: numeric('exchange_rate', { precision: 20, scale: 8 }),
    paymentTerm: words('payment_term', 60),
    netWeightKg: quantity('net_weight_kg', 16),
    pieces: integer('pieces'),
    packageType: words('package_type', 20),
    grossWeightKg: quantity('gross_weight_kg', 16),
    volumeCbm: quantity('volume_cbm', 16),
    marks: text('marks').notNull().default(''),
    remark: text('remark').notNull().default(''),
    packingListUnits: words('packing_list_units', 40),
  },
  (t) => [
    index('job_goods_job_idx').on(t.jobId, t.lineNo),
    // /goodslist filters by HS code.
    index('job_goods_hs_code_idx').on(t.hsCode),
    check('job_goods_quantities', sql`${t.netWeightKg} >= 0 and ${t.grossWeightKg} >= 0 and ${t.volumeCbm} >= 0`),
  ],
);
