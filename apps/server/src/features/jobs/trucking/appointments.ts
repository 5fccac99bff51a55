import { ENTITY_NAMES } from '@apex/shared';
import type { TTruckingOrder, ZAppointmentInput, ZUpdateAppointmentRequest } from '@apex/shared/movement';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import { writeAudit } from '../../../platform/audit/audit-log';
import { notFound } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import {
  deleteAppointmentRow,
  findAppointment,
  insertAppointment,
  type LockedOrder,
  lockOrderRows,
  type NewAppointment,
  updateAppointmentRow,
} from './queries';
import { getTruckingOrder, scopeOf, type TruckingCaller } from './trucking-order-answer';

type AppointmentInput = z.output<typeof ZAppointmentInput>;

/**
 * An appointment is written with its order locked (of the caller's office and type, else 404), and
 * has its own version: booking a slot does not make an order open in another editor stale.
 */
async function writeAppointment(
  ctx: ServiceContext,
  who: TruckingCaller,
  id: number,
  change: (
    tx: Tx,
    order: LockedOrder,
  ) => Promise<{ id: number; bookingId: string; action: 'created' | 'updated' | 'deleted' }>,
): Promise<TTruckingOrder> {
  await ctx.db.transaction(async (tx) => {
    const [order] = await lockOrderRows(tx, [id], scopeOf(who));
    if (!order) throw notFound(ENTITY_NAMES.truckingOrder, id);
    const done = await change(tx, order);
    await writeAudit(tx, who.caller, {
      action: `appointment.${done.action}`,
      entity: 'appointment',
      entityId: done.id,
      key: done.bookingId,
      detail: { truckingNo: order.truckingNo, bookingId: done.bookingId },
    });
  });
  return getTruckingOrder(ctx.db, id, who);
}

/** spec §3 "confirm time": stamped when the appointment becomes confirmed, cleared when it no longer is. */
const confirmedAt = (status: AppointmentInput['status'], before?: { status: string; confirmedAt: Date | null }) =>
  status !== 'CONFIRMED' ? null : before?.status === 'CONFIRMED' ? before.confirmedAt : sql`now()`;

const appointmentValues = (input: AppointmentInput): Partial<NewAppointment> => ({
  bookingId: input.bookingId,
  contact: input.contact,
  phone: input.phone,
  type: input.type,
  estimatedAt: input.estimatedAt ? new Date(input.estimatedAt) : null,
  cargoReady: input.cargoReady,
  status: input.status,
});

export const addAppointment = (
  ctx: ServiceContext,
  who: TruckingCaller,
  { id, input }: { id: number; input: AppointmentInput },
) =>
  writeAppointment(ctx, who, id, async (tx, order) => {
    const appointmentId = await insertAppointment(tx, {
      ...(appointmentValues(input) as NewAppointment),
      orderId: order.id,
      confirmedAt: confirmedAt(input.status) as Date | null,
      createdBy: who.caller.account,
      updatedBy: who.caller.account,
    });
    return { id: appointmentId, bookingId: input.bookingId, action: 'created' };
  });

async function appointmentOf(tx: Tx, order: LockedOrder, appointmentId: number) {
  const found = await findAppointment(tx, order.id, appointmentId);
  if (!found) throw notFound(ENTITY_NAMES.appointment, appointmentId);
  return found;
}

export const updateAppointment = (
  ctx: ServiceContext,
  who: TruckingCaller,
  {
    id,
    appointmentId,
    input,
  }: { id: number; appointmentId: number; input: z.output<typeof ZUpdateAppointmentRequest> },
) =>
  writeAppointment(ctx, who, id, async (tx, order) => {
    const before = await appointmentOf(tx, order, appointmentId);
    await updateAppointmentRow(
      tx,
      { id: appointmentId, version: input.version, by: who.caller.account, entity: ENTITY_NAMES.appointment },
      { ...appointmentValues(input), confirmedAt: confirmedAt(input.status, before) as Date | null },
    );
    return { id: appointmentId, bookingId: input.bookingId, action: 'updated' };
  });

export const deleteAppointment = (
  ctx: ServiceContext,
  who: TruckingCaller,
  { id, appointmentId, version }: { id: number; appointmentId: number; version: number },
) =>
  writeAppointment(ctx, who, id, async (tx, order) => {
    const before = await appointmentOf(tx, order, appointmentId);
    await deleteAppointmentRow(tx, { id: appointmentId, version, entity: ENTITY_NAMES.appointment });
    return { id: appointmentId, bookingId: before.bookingId, action: 'deleted' };
  });
