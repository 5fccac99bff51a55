import { ENTITY_NAMES, type TPage } from '@apex/shared';
import { maskPhone } from '@apex/shared/format';
import { JOB_TYPE_TABLE, type TJobType } from '@apex/shared/jobs';
import type {
  TEntrustmentState,
  TTruckingContainerOption,
  TTruckingOrder,
  TTruckingRow,
  ZTruckingContainerQuery,
  ZTruckingListQuery,
} from '@apex/shared/movement';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import type { Caller } from '../../../platform/auth/caller';
import { notFound } from '../../../platform/http/app-error';
import {
  findAppointments,
  findOrderContainers,
  findOrderRow,
  findStatusChanges,
  type OrderScope,
  type TruckingOrderRow,
  type TruckingRow,
} from './queries';
import { findContainerOptions, findTruckingPage } from './trucking-list-queries';

/** Who works on an order: the path's job type, the caller, and the zone their days are in. */
export interface TruckingCaller {
  jobType: TJobType;
  caller: Caller;
  timeZone: string;
}

export const scopeOf = ({ jobType, caller }: TruckingCaller): OrderScope => ({
  officeCode: caller.officeCode,
  jobType,
});

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function toTruckingRow(row: TruckingRow): TTruckingRow {
  return {
    ...row,
    jobType: row.jobType as TJobType,
    kind: row.kind as TTruckingRow['kind'],
    direction: row.direction as TTruckingRow['direction'],
    status: row.status as TEntrustmentState,
    statusAt: row.statusAt.toISOString(),
    appointmentAt: iso(row.appointmentAt),
    deliveredAt: iso(row.deliveredAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const addressOf = (row: TruckingOrderRow): TTruckingOrder['address'] =>
  row.address1
    ? {
        address1: row.address1,
        address2: row.address2,
        city: row.city,
        state: row.state,
        countryCode: row.countryCode,
        postalCode: row.postalCode,
        longitude: row.longitude,
        latitude: row.latitude,
        attributes: row.addressAttributes,
      }
    : null;

/**
 * The orders whole: containers, status history and appointments read for all at once. spec §9: an
 * appointment's phone is whole for a user who may edit the job, masked for one who only reads.
 */
export async function toTruckingOrders(db: DbOrTx, rows: TruckingOrderRow[], who: TruckingCaller) {
  const ids = rows.map((r) => r.id);
  const [containers, history, appointments] = await Promise.all([
    findOrderContainers(db, ids),
    findStatusChanges(db, ids),
    findAppointments(db, ids),
  ]);
  const mayEdit = who.caller.holds(JOB_TYPE_TABLE[who.jobType].edit);
  return rows.map(
    (row): TTruckingOrder => ({
      ...toTruckingRow(row),
      address: addressOf(row),
      transportRequirement: row.transportRequirement,
      cargoLocation: row.cargoLocation,
      cyReturn: row.cyReturn,
      freeDate: row.freeDate,
      remark: row.remark,
      packages: row.packages,
      weightKg: row.weightKg,
      volumeCbm: row.volumeCbm,
      warehouse: row.warehouse,
      warehouseName: row.warehouseName,
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
      containers: containers
        .filter((c) => c.orderId === row.id)
        .map(({ orderId, ...c }) => ({
          ...c,
          pickupEmptyAt: iso(c.pickupEmptyAt),
          loadedAt: iso(c.loadedAt),
          returnedAt: iso(c.returnedAt),
        })),
      history: history
        .filter((h) => h.orderId === row.id)
        .map(({ orderId, ...h }) => ({
          ...h,
          from: h.from as TEntrustmentState,
          to: h.to as TEntrustmentState,
          changedAt: h.changedAt.toISOString(),
        })),
      appointments: appointments
        .filter((a) => a.orderId === row.id)
        .map((a) => ({
          id: a.id,
          bookingId: a.bookingId,
          contact: a.contact,
          phone: mayEdit ? a.phone : maskPhone(a.phone),
          type: a.type as TTruckingRow['direction'],
          estimatedAt: iso(a.estimatedAt),
          cargoReady: a.cargoReady,
          status: a.status as TTruckingOrder['appointments'][number]['status'],
          confirmedAt: iso(a.confirmedAt),
          version: a.version,
          updatedBy: a.updatedBy,
          updatedAt: a.updatedAt.toISOString(),
        })),
    }),
  );
}

/** One order of the caller's office and the path's type; another's is not found (404). */
export async function getTruckingOrder(db: DbOrTx, id: number, who: TruckingCaller): Promise<TTruckingOrder> {
  const row = await findOrderRow(db, id, scopeOf(who));
  if (!row) throw notFound(ENTITY_NAMES.truckingOrder, id);
  const [order] = await toTruckingOrders(db, [row], who);
  return order!;
}

/** A trucking list's page: the caller's office's orders of the path's type. */
export async function findTruckingList(
  db: DbOrTx,
  who: TruckingCaller,
  query: z.output<typeof ZTruckingListQuery>,
): Promise<TPage<TTruckingRow>> {
  const page = await findTruckingPage(db, { ...query, ...scopeOf(who), timeZone: who.timeZone });
  return { rows: page.rows.map(toTruckingRow), total: page.total };
}

/** The unite trucking picker's containers. */
export const pickTruckingContainers = (
  db: DbOrTx,
  who: TruckingCaller,
  query: z.output<typeof ZTruckingContainerQuery>,
): Promise<TTruckingContainerOption[]> => findContainerOptions(db, { ...query, ...scopeOf(who) });
