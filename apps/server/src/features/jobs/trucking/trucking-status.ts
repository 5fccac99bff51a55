import { ENTITY_NAMES } from '@apex/shared';
import type {
  TEntrustmentState,
  TTruckingOrder,
  TTruckingRow,
  ZEntrustmentMoveRequest,
  ZTruckingBulkStatusRequest,
} from '@apex/shared/movement';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import { AppError } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { checkEntrustmentMove } from '../access/entrustment-moves';
import { checkVersion } from '../access/job-access';
import {
  findContainerOnOtherOrder,
  findOrderContainers,
  findTruckingRowsByIds,
  insertStatusChange,
  type LockedOrder,
  moveOrderStatus,
  setContainersActive,
} from './queries';
import { getTruckingOrder, type TruckingCaller, toTruckingRow } from './trucking-order-answer';
import { auditOrder, writeOrders } from './trucking-order-rules';

interface Move {
  to: TEntrustmentState;
  reason: string;
}

/**
 * spec §4: one order moved along the entrustment states (`@apex/shared/movement` says which moves
 * there are). A step back needs its reason; a cancelled order lets go of its containers, and one
 * entrusted again takes them back if no other order has taken them meanwhile. Each move is a
 * history row (who, when, why) and an operation-log entry.
 */
async function moveOrder(tx: Tx, who: TruckingCaller, order: LockedOrder & { version: number }, move: Move) {
  const from = order.status as TEntrustmentState;
  checkEntrustmentMove({ entity: ENTITY_NAMES.truckingOrder, no: order.truckingNo, status: from }, move);
  if (from === 'CANCELLED') {
    const containers = await findOrderContainers(tx, [order.id]);
    const taken = await findContainerOnOtherOrder(tx, { orderId: order.id, direction: order.direction, containers });
    if (taken)
      throw new AppError(409, 'trucking.containerOnOrder', { no: taken.containerNo, truckingNo: taken.truckingNo });
  }
  if (from === 'CANCELLED' || move.to === 'CANCELLED') await setContainersActive(tx, order.id, move.to !== 'CANCELLED');
  await moveOrderStatus(
    tx,
    { id: order.id, version: order.version, by: who.caller.account, entity: ENTITY_NAMES.truckingOrder },
    move.to,
  );
  await insertStatusChange(tx, {
    orderId: order.id,
    fromStatus: from,
    toStatus: move.to,
    reason: move.reason,
    changedBy: who.caller.account,
  });
  await auditOrder(tx, who.caller, order, 'truckingOrder.statusChanged', {
    from,
    to: move.to,
    ...(move.reason ? { reason: move.reason } : {}),
  });
}

export async function moveTruckingStatus(
  ctx: ServiceContext,
  who: TruckingCaller,
  { id, input }: { id: number; input: z.output<typeof ZEntrustmentMoveRequest> },
): Promise<TTruckingOrder> {
  await writeOrders(ctx, who, { ids: [id] }, async (tx, [order]) => {
    checkVersion(order, input.version);
    await moveOrder(tx, who, { ...order!, version: input.version }, input);
  });
  return getTruckingOrder(ctx.db, id, who);
}

/**
 * The list's bulk status update: every order moves, or none does. The first that cannot move
 * (a stale version, a move its status does not allow) stops all, its message naming it.
 */
export async function moveTruckingStatuses(
  ctx: ServiceContext,
  who: TruckingCaller,
  input: z.output<typeof ZTruckingBulkStatusRequest>,
): Promise<TTruckingRow[]> {
  const ids = [...new Set(input.orders.map((o) => o.id))];
  await writeOrders(ctx, who, { ids }, async (tx, orders) => {
    for (const order of orders) {
      const version = input.orders.find((o) => o.id === order.id)!.version;
      if (order.version !== version)
        throw new AppError(409, 'trucking.orderChanged', { truckingNo: order.truckingNo, by: order.updatedBy });
      await moveOrder(tx, who, { ...order, version }, input);
    }
  });
  return (await findTruckingRowsByIds(ctx.db, ids)).map(toTruckingRow);
}
