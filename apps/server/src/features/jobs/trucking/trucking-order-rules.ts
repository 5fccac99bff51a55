import { ENTITY_NAMES } from '@apex/shared';
import { labelTexts } from '@apex/shared/labels';
import { PARTY_ROLE_LABELS } from '@apex/shared/master';
import type { TTruckingOrderInput } from '@apex/shared/movement';
import type { Tx } from '../../../db/client';
import { type AuditActor, writeAudit } from '../../../platform/audit/audit-log';
import { AppError, invalidField, notFound } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { type JobRow, lockJobRowsById } from '../access/queries';
import { checkDictionaryCells } from '../cargo/cargo-references';
import {
  findContainerOnOtherOrder,
  findJobContainers,
  findOrderJobIds,
  findPartiesById,
  type LockedOrder,
  lockOrderRows,
  refreshDeliveryStages,
  replaceOrderContainers,
} from './queries';
import { scopeOf, type TruckingCaller } from './trucking-order-answer';

export async function auditOrder(
  tx: Tx,
  caller: AuditActor,
  order: { id: number; truckingNo: string },
  action: `truckingOrder.${'created' | 'updated' | 'deleted' | 'statusChanged' | 'split'}`,
  detail: Record<string, unknown> = {},
) {
  await writeAudit(tx, caller, {
    action,
    entity: 'truckingOrder',
    entityId: order.id,
    key: order.truckingNo,
    detail: { truckingNo: order.truckingNo, ...detail },
  });
}

/**
 * A write to orders and the jobs they reach: the jobs locked first in id order (those the orders
 * carry and `moreJobIds`), each of the caller's office and type, then the orders; `change` runs on
 * them, and the import jobs' delivery stages are brought up to date, in one transaction.
 */
export async function writeOrders<T>(
  ctx: ServiceContext,
  who: TruckingCaller,
  { ids, moreJobIds = [] }: { ids: number[]; moreJobIds?: number[] },
  change: (tx: Tx, orders: LockedOrder[], jobs: Map<number, JobRow>) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const jobIds = [...new Set([...(await findOrderJobIds(tx, ids)), ...moreJobIds])];
    const scope = scopeOf(who);
    const jobs = new Map(
      (await lockJobRowsById(tx, jobIds))
        .filter((j) => j.officeCode === scope.officeCode && j.jobType === scope.jobType)
        .map((j) => [j.id, j]),
    );
    const orders = ids.length ? await lockOrderRows(tx, ids, scope) : [];
    const missing = ids.find((id) => !orders.some((o) => o.id === id));
    if (missing !== undefined) throw notFound(ENTITY_NAMES.truckingOrder, missing);
    const result = await change(tx, orders, jobs);
    await refreshDeliveryStages(tx, [...jobs.keys()], who.timeZone);
    return result;
  });
}

/** The trucker plays the trucker role, the warehouse the warehouse role; the consignee is any party. */
export async function checkOrderParties(tx: Tx, input: TTruckingOrderInput) {
  const named = [
    { field: 'trucker', id: input.trucker, role: 'TRUCKER' as const },
    { field: 'warehouse', id: input.warehouse, role: 'WAREHOUSE' as const },
    { field: 'consignee', id: input.consignee, role: null },
  ].filter((n) => n.id !== null);
  const found = new Map(
    (
      await findPartiesById(
        tx,
        named.map((n) => n.id!),
      )
    ).map((p) => [p.id, p]),
  );
  for (const n of named) {
    const party = found.get(n.id!);
    if (!party)
      throw invalidField(n.field, 'record.notFound', { entity: labelTexts(ENTITY_NAMES.party), key: String(n.id) });
    if (n.role && !party.roles.includes(n.role))
      throw invalidField(n.field, 'entrustment.partyWithoutRole', {
        name: party.nameEn,
        role: labelTexts(PARTY_ROLE_LABELS[n.role]),
      });
  }
  if (input.vehicleType)
    await checkDictionaryCells(tx, 'VEHICLE_TYPE', labelTexts('trucking:fields.vehicleType'), [
      { field: 'vehicleType', value: input.vehicleType },
    ]);
}

/**
 * The containers an order carries: each a container of a job of the office (and of the order's own
 * job unless the order is united), and on no other active order going the same way.
 */
export async function checkOrderContainers(
  tx: Tx,
  order: { id: number; jobId: number; direction: string; united: boolean; active: boolean },
  containers: TTruckingOrderInput['containers'],
  jobs: Map<number, JobRow>,
) {
  const held = await findJobContainers(tx, containers);
  containers.forEach((c, index) => {
    const field = `containers[${index}].containerNo`;
    const job = jobs.get(c.jobId);
    if (!job) throw invalidField(field, 'trucking.containerNotFound', { no: c.containerNo, jobNo: `#${c.jobId}` });
    if (c.jobId !== order.jobId && !order.united)
      throw invalidField(field, 'trucking.containerOfOtherJob', { no: c.containerNo, jobNo: job.jobNo });
    if (!held.has(`${c.jobId}/${c.containerNo}`))
      throw invalidField(field, 'trucking.containerNotFound', { no: c.containerNo, jobNo: job.jobNo });
  });
  if (!order.active) return;
  const taken = await findContainerOnOtherOrder(tx, { orderId: order.id, direction: order.direction, containers });
  if (taken)
    throw new AppError(409, 'trucking.containerOnOrder', { no: taken.containerNo, truckingNo: taken.truckingNo });
}

const moment = (value: string | null) => (value ? new Date(value) : null);

/** The order's columns from what the operator sent. */
export const orderValues = (input: TTruckingOrderInput) => ({
  kind: input.kind,
  direction: input.direction,
  united: input.united,
  truckerId: input.trucker,
  truckingDate: input.truckingDate,
  consigneeId: input.consignee,
  vehicleType: input.vehicleType,
  appointmentNo: input.appointmentNo,
  appointmentAt: moment(input.appointmentAt),
  address1: input.address?.address1 ?? '',
  address2: input.address?.address2 ?? '',
  city: input.address?.city ?? '',
  state: input.address?.state ?? '',
  countryCode: input.address?.countryCode ?? '',
  postalCode: input.address?.postalCode ?? '',
  longitude: input.address?.longitude ?? null,
  latitude: input.address?.latitude ?? null,
  addressAttributes: input.address?.attributes ?? '',
  transportRequirement: input.transportRequirement,
  cargoLocation: input.cargoLocation,
  cyReturn: input.cyReturn,
  freeDate: input.freeDate,
  remark: input.remark,
  deliveredAt: moment(input.deliveredAt),
  packages: input.packages,
  weightKg: input.weightKg,
  volumeCbm: input.volumeCbm,
  warehouseId: input.warehouse,
});

/** Writes the order's containers with their moments. */
export const writeOrderContainers = (
  tx: Tx,
  order: { id: number; direction: string; active: boolean },
  containers: TTruckingOrderInput['containers'],
) =>
  replaceOrderContainers(
    tx,
    order,
    containers.map((c) => ({
      jobId: c.jobId,
      containerNo: c.containerNo,
      pickupEmptyAt: moment(c.pickupEmptyAt),
      loadedAt: moment(c.loadedAt),
      returnedAt: moment(c.returnedAt),
    })),
  );
