import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  jobContainers,
  jobs,
  parties,
  truckingAppointments,
  truckingOrderContainers,
  truckingOrders,
  truckingStatusChanges,
} from '../../../db/schema';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../../platform/db/versioned-rows';

const o = truckingOrders;
const partyName = (key: SQL) =>
  sql<string>`coalesce((select ${parties.nameEn} from ${parties} where ${parties.id} = ${key}), '')`;
const ofJob = (column: SQL) => sql<string>`coalesce((select ${column} from ${jobs} where ${jobs.id} = ${o.jobId}), '')`;

/** An order as the lists show it: its fields, its job's numbers, its containers and how many jobs it serves. */
export const truckingRowColumns = {
  id: o.id,
  truckingNo: o.truckingNo,
  jobId: o.jobId,
  jobNo: ofJob(sql`${jobs.jobNo}`),
  jobType: o.jobType,
  mblNo: ofJob(sql`${jobs.mblNo}`),
  officeCode: o.officeCode,
  kind: o.kind,
  direction: o.direction,
  united: o.united,
  status: o.status,
  statusAt: o.statusAt,
  trucker: o.truckerId,
  truckerName: partyName(sql`${o.truckerId}`),
  truckingDate: o.truckingDate,
  consignee: o.consigneeId,
  consigneeName: partyName(sql`${o.consigneeId}`),
  vehicleType: o.vehicleType,
  appointmentNo: o.appointmentNo,
  appointmentAt: o.appointmentAt,
  deliveredAt: o.deliveredAt,
  // The outer row named in full: inside the sub-select a bare column would be the container's.
  containerNos: sql<string>`coalesce((select string_agg(c.container_no, ' ' order by c.line_no)
    from ${truckingOrderContainers} c where c.order_id = "trucking_orders"."id"), '')`,
  jobCount: sql<number>`(select count(distinct c.job_id) from ${truckingOrderContainers} c
    where c.order_id = "trucking_orders"."id" and c.job_id <> "trucking_orders"."job_id")::int + 1`,
  version: o.version,
  updatedBy: o.updatedBy,
  updatedAt: o.updatedAt,
};

const orderColumns = {
  ...truckingRowColumns,
  address1: o.address1,
  address2: o.address2,
  city: o.city,
  state: o.state,
  countryCode: o.countryCode,
  postalCode: o.postalCode,
  longitude: o.longitude,
  latitude: o.latitude,
  addressAttributes: o.addressAttributes,
  transportRequirement: o.transportRequirement,
  cargoLocation: o.cargoLocation,
  cyReturn: o.cyReturn,
  freeDate: o.freeDate,
  remark: o.remark,
  packages: o.packages,
  weightKg: o.weightKg,
  volumeCbm: o.volumeCbm,
  warehouse: o.warehouseId,
  warehouseName: partyName(sql`${o.warehouseId}`),
  createdBy: o.createdBy,
  createdAt: o.createdAt,
};
export type TruckingRow = Awaited<ReturnType<typeof findTruckingRowsByIds>>[number];
export type TruckingOrderRow = NonNullable<Awaited<ReturnType<typeof findOrderRow>>>;

/** Orders of the caller's office and the path's job type: another's is not found (404). */
export interface OrderScope {
  officeCode: string;
  jobType: string;
}
const inScope = (scope: OrderScope) => and(eq(o.officeCode, scope.officeCode), eq(o.jobType, scope.jobType));

export async function findOrderRow(db: DbOrTx, id: number, scope: OrderScope) {
  const [row] = await db
    .select(orderColumns)
    .from(o)
    .where(and(eq(o.id, id), inScope(scope)));
  return row;
}

/** Orders that serve a job: made on it, or carrying one of its containers (a united order). */
/** The orders serving a job: made on it, or carrying its containers (a united order). */
const servingJob = (db: DbOrTx, jobId: number) =>
  or(
    eq(o.jobId, jobId),
    inArray(
      o.id,
      db
        .select({ id: truckingOrderContainers.orderId })
        .from(truckingOrderContainers)
        .where(eq(truckingOrderContainers.jobId, jobId)),
    ),
  );

export const findJobOrderRows = (db: DbOrTx, jobId: number) =>
  db.select(orderColumns).from(o).where(servingJob(db, jobId)).orderBy(asc(o.id));

export const findOrderIdsServingJob = async (db: DbOrTx, jobId: number) =>
  (await db.select({ id: o.id }).from(o).where(servingJob(db, jobId))).map((r) => r.id);

/** The first of a job's containers that is on an order (active or cancelled), with the order's number. */
export async function findJobContainerOnOrder(db: DbOrTx, jobId: number, containerNos: string[]) {
  if (!containerNos.length) return undefined;
  const [row] = await db
    .select({ containerNo: truckingOrderContainers.containerNo, truckingNo: o.truckingNo })
    .from(truckingOrderContainers)
    .innerJoin(o, eq(o.id, truckingOrderContainers.orderId))
    .where(and(eq(truckingOrderContainers.jobId, jobId), inArray(truckingOrderContainers.containerNo, containerNos)))
    .orderBy(asc(o.id), asc(truckingOrderContainers.lineNo))
    .limit(1);
  return row;
}

/** A job's containers taken off an order (its job deleted); the other jobs' stay. */
export const deleteJobContainersOfOrder = (db: DbOrTx, orderId: number, jobId: number) =>
  db
    .delete(truckingOrderContainers)
    .where(and(eq(truckingOrderContainers.orderId, orderId), eq(truckingOrderContainers.jobId, jobId)));

/**
 * The first active (not cancelled) delivery order serving an import job, as `refreshDeliveryStages`
 * reads them: while there is one, the orders' delivery times keep the job's delivered date.
 */
export async function findDeliveryOrderOf(db: DbOrTx, jobId: number): Promise<string | null> {
  const [row] = await db
    .select({ truckingNo: o.truckingNo })
    .from(o)
    .where(and(servingJob(db, jobId), eq(o.direction, 'DELIVERY'), ne(o.status, 'CANCELLED'), eq(o.jobType, 'OI')))
    .orderBy(asc(o.id))
    .limit(1);
  return row?.truckingNo ?? null;
}

export const findTruckingRowsByIds = (db: DbOrTx, ids: number[]) =>
  db
    .select(truckingRowColumns)
    .from(o)
    .where(inArray(o.id, ids.length ? ids : [0]))
    .orderBy(asc(o.id));

/** The orders locked for a write, in id order (their jobs are locked first by the caller). */
export const lockOrderRows = (db: DbOrTx, ids: number[], scope: OrderScope) =>
  db
    .select({
      id: o.id,
      jobId: o.jobId,
      truckingNo: o.truckingNo,
      status: o.status,
      direction: o.direction,
      united: o.united,
      version: o.version,
      updatedBy: o.updatedBy,
      updatedAt: o.updatedAt,
    })
    .from(o)
    .where(and(inArray(o.id, ids), inScope(scope)))
    .orderBy(asc(o.id))
    .for('update');
export type LockedOrder = Awaited<ReturnType<typeof lockOrderRows>>[number];

/** The jobs an order's write reaches: its own and those of the containers it carries. */
export async function findOrderJobIds(db: DbOrTx, orderIds: number[]): Promise<number[]> {
  if (!orderIds.length) return [];
  const rows = await db
    .select({ jobId: o.jobId })
    .from(o)
    .where(inArray(o.id, orderIds))
    .union(
      db
        .select({ jobId: truckingOrderContainers.jobId })
        .from(truckingOrderContainers)
        .where(inArray(truckingOrderContainers.orderId, orderIds)),
    );
  return rows.map((r) => r.jobId);
}

type NewOrder = typeof truckingOrders.$inferInsert;

export async function insertOrder(db: DbOrTx, values: NewOrder): Promise<number> {
  const [row] = await db.insert(o).values(values).returning({ id: o.id });
  return row!.id;
}

export const updateOrderRow = (db: DbOrTx, target: VersionedTarget, set: Partial<NewOrder>) =>
  updateVersioned(db, truckingOrders, target, set);

export const deleteOrderRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) =>
  deleteVersioned(db, truckingOrders, target);

export const findOrderContainers = (db: DbOrTx, orderIds: number[]) =>
  db
    .select({
      orderId: truckingOrderContainers.orderId,
      jobId: truckingOrderContainers.jobId,
      jobNo: sql<string>`j.job_no`,
      mblNo: sql<string>`j.mbl_no`,
      containerNo: truckingOrderContainers.containerNo,
      containerType: sql<string>`coalesce((select jc.container_type from ${jobContainers} jc
        where jc.job_id = ${truckingOrderContainers.jobId} and jc.container_no = ${truckingOrderContainers.containerNo}), '')`,
      pickupEmptyAt: truckingOrderContainers.pickupEmptyAt,
      loadedAt: truckingOrderContainers.loadedAt,
      returnedAt: truckingOrderContainers.returnedAt,
    })
    .from(truckingOrderContainers)
    .innerJoin(sql`${jobs} j`, sql`j.id = ${truckingOrderContainers.jobId}`)
    .where(inArray(truckingOrderContainers.orderId, orderIds.length ? orderIds : [0]))
    .orderBy(asc(truckingOrderContainers.orderId), asc(truckingOrderContainers.lineNo));

type ContainerValues = Omit<typeof truckingOrderContainers.$inferInsert, 'orderId' | 'lineNo' | 'direction' | 'active'>;

/** The order's containers replaced, carrying the order's direction and whether it is active. */
export async function replaceOrderContainers(
  db: DbOrTx,
  order: { id: number; direction: string; active: boolean },
  rows: ContainerValues[],
) {
  await db.delete(truckingOrderContainers).where(eq(truckingOrderContainers.orderId, order.id));
  if (rows.length)
    await db.insert(truckingOrderContainers).values(
      rows.map((r, i) => ({
        ...r,
        orderId: order.id,
        lineNo: i + 1,
        direction: order.direction,
        active: order.active,
      })),
    );
}

/** A cancelled order lets go of its containers; entrusted again, it takes them back. */
export const setContainersActive = (db: DbOrTx, orderId: number, active: boolean) =>
  db.update(truckingOrderContainers).set({ active }).where(eq(truckingOrderContainers.orderId, orderId));

/** Which of the asked containers (job/no) the jobs hold, with their job's number. */
export async function findJobContainers(db: DbOrTx, wanted: { jobId: number; containerNo: string }[]) {
  if (!wanted.length) return new Set<string>();
  const rows = await db
    .select({ jobId: jobContainers.jobId, containerNo: jobContainers.containerNo })
    .from(jobContainers)
    .where(
      inArray(
        jobContainers.jobId,
        wanted.map((w) => w.jobId),
      ),
    );
  return new Set(rows.map((r) => `${r.jobId}/${r.containerNo}`));
}

/** The first of the containers already on another active order going the same way. */
export async function findContainerOnOtherOrder(
  db: DbOrTx,
  q: { orderId: number; direction: string; containers: { jobId: number; containerNo: string }[] },
) {
  if (!q.containers.length) return undefined;
  const [row] = await db
    .select({ containerNo: truckingOrderContainers.containerNo, truckingNo: o.truckingNo })
    .from(truckingOrderContainers)
    .innerJoin(o, eq(o.id, truckingOrderContainers.orderId))
    .where(
      and(
        truckingOrderContainers.active,
        eq(truckingOrderContainers.direction, q.direction),
        ne(truckingOrderContainers.orderId, q.orderId),
        or(
          ...q.containers.map((c) =>
            and(eq(truckingOrderContainers.jobId, c.jobId), eq(truckingOrderContainers.containerNo, c.containerNo)),
          ),
        ),
      ),
    )
    .limit(1);
  return row;
}

/** The parties named, with their names and roles, for the role checks. */
export const findPartiesById = (db: DbOrTx, ids: number[]) =>
  db
    .select({ id: parties.id, nameEn: parties.nameEn, roles: parties.roles })
    .from(parties)
    .where(inArray(parties.id, ids.length ? ids : [0]));

export const insertStatusChange = (db: DbOrTx, values: typeof truckingStatusChanges.$inferInsert) =>
  db.insert(truckingStatusChanges).values(values);

export const findStatusChanges = (db: DbOrTx, orderIds: number[]) =>
  db
    .select({
      orderId: truckingStatusChanges.orderId,
      from: truckingStatusChanges.fromStatus,
      to: truckingStatusChanges.toStatus,
      reason: truckingStatusChanges.reason,
      changedBy: truckingStatusChanges.changedBy,
      changedAt: truckingStatusChanges.changedAt,
    })
    .from(truckingStatusChanges)
    .where(inArray(truckingStatusChanges.orderId, orderIds.length ? orderIds : [0]))
    .orderBy(asc(truckingStatusChanges.id));

/** The status written with its moment; the version checked and bumped. */
export const moveOrderStatus = (db: DbOrTx, target: VersionedTarget, status: string) =>
  updateVersioned(db, truckingOrders, target, { status, statusAt: sql`now()` });

/**
 * spec §2.2 import control board: an import job's delivery stages follow its active delivery
 * orders, when it has any: the earliest appointment, and the day (in the caller's zone) of the last
 * actual delivery. A job without one keeps what was typed on its general part.
 */
export async function refreshDeliveryStages(db: DbOrTx, jobIds: number[], timeZone: string) {
  if (!jobIds.length) return;
  await db.execute(sql`
    update ${jobs} j set
      delivery_scheduled_at = s.scheduled,
      cargo_delivered_date = (s.delivered at time zone ${timeZone})::date
    from (
      select t.job_id, min(t.appointment_at) as scheduled,
             case when bool_and(t.delivered_at is not null) then max(t.delivered_at) end as delivered
      from (
        select ord.id, ord.appointment_at, ord.delivered_at, ord.job_id from ${o} ord
        where ord.direction = 'DELIVERY' and ord.status <> 'CANCELLED' and ord.job_type = 'OI'
        union
        select ord.id, ord.appointment_at, ord.delivered_at, c.job_id from ${o} ord
        join ${truckingOrderContainers} c on c.order_id = ord.id
        where ord.direction = 'DELIVERY' and ord.status <> 'CANCELLED' and ord.job_type = 'OI'
      ) t
      where t.job_id in (${sql.join(
        jobIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by t.job_id
    ) s
    where j.id = s.job_id`);
}

export type NewAppointment = typeof truckingAppointments.$inferInsert;

export const findAppointments = (db: DbOrTx, orderIds: number[]) =>
  db
    .select()
    .from(truckingAppointments)
    .where(inArray(truckingAppointments.orderId, orderIds.length ? orderIds : [0]))
    .orderBy(asc(truckingAppointments.id));

export async function findAppointment(db: DbOrTx, orderId: number, id: number) {
  const [row] = await db
    .select()
    .from(truckingAppointments)
    .where(and(eq(truckingAppointments.orderId, orderId), eq(truckingAppointments.id, id)));
  return row;
}

export async function insertAppointment(db: DbOrTx, values: NewAppointment): Promise<number> {
  const [row] = await db.insert(truckingAppointments).values(values).returning({ id: truckingAppointments.id });
  return row!.id;
}

export const updateAppointmentRow = (db: DbOrTx, target: VersionedTarget, set: Partial<NewAppointment>) =>
  updateVersioned(db, truckingAppointments, target, set);

export const deleteAppointmentRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) =>
  deleteVersioned(db, truckingAppointments, target);
