import { ENTITY_NAMES } from '@apex/shared';
import type { TTruckingOrder, ZTruckSplitRequest } from '@apex/shared/movement';
import type { z } from 'zod';
import { AppError, invalidField, notFound } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import {
  findContainerOnOtherOrder,
  findJobContainers,
  findOrderContainers,
  replaceOrderContainers,
  updateOrderRow,
} from './queries';
import type { TruckingCaller } from './trucking-order-answer';
import { auditOrder, writeOrders } from './trucking-order-rules';
import { findJobTruckingOrders } from './trucking-orders';

/**
 * Truck split (/ocean_exp/trucksplit): the job's containers spread over its orders in one go. Each
 * order named keeps what it carries of other jobs (a united order) and gets exactly the job's
 * containers listed for it, with the moments it had for them; every order named is stale-checked
 * and moves to its next version, or none does.
 */
export async function splitTrucking(
  ctx: ServiceContext,
  who: TruckingCaller,
  { jobId, input }: { jobId: number; input: z.output<typeof ZTruckSplitRequest> },
): Promise<TTruckingOrder[]> {
  const ids = input.orders.map((o) => o.id);
  await writeOrders(ctx, who, { ids, moreJobIds: [jobId] }, async (tx, orders, jobs) => {
    const job = jobs.get(jobId);
    if (!job) throw notFound(ENTITY_NAMES.job, jobId);
    const current = await findOrderContainers(tx, ids);
    const held = await findJobContainers(tx, [{ jobId, containerNo: '' }]);
    const placed = new Set<string>();
    const plans = input.orders.map((wanted, index) => {
      const order = orders.find((o) => o.id === wanted.id)!;
      const carried = current.filter((c) => c.orderId === order.id);
      if (order.jobId !== jobId && !carried.some((c) => c.jobId === jobId))
        throw invalidField(`orders[${index}].id`, 'trucking.notOrderOfJob', { truckingNo: order.truckingNo });
      if (order.version !== wanted.version)
        throw new AppError(409, 'trucking.orderChanged', { truckingNo: order.truckingNo, by: order.updatedBy });
      const mine = wanted.containerNos.map((raw, at) => {
        const no = raw.toUpperCase();
        const field = `orders[${index}].containerNos[${at}]`;
        if (!held.has(`${jobId}/${no}`))
          throw invalidField(field, 'trucking.containerNotFound', { no, jobNo: job.jobNo });
        if (order.jobId !== jobId && !order.united)
          throw invalidField(field, 'trucking.containerOfOtherJob', { no, jobNo: job.jobNo });
        const key = `${order.direction}/${no}`;
        if (placed.has(key)) throw invalidField(field, 'trucking.splitTwice', { no });
        placed.add(key);
        const had = carried.find((c) => c.jobId === jobId && c.containerNo === no);
        return {
          jobId,
          containerNo: no,
          pickupEmptyAt: had?.pickupEmptyAt ?? null,
          loadedAt: had?.loadedAt ?? null,
          returnedAt: had?.returnedAt ?? null,
        };
      });
      const others = carried.filter((c) => c.jobId !== jobId);
      return { order, others, mine, active: order.status !== 'CANCELLED' };
    });
    const rowOf = ({
      jobId,
      containerNo,
      pickupEmptyAt,
      loadedAt,
      returnedAt,
    }: (typeof plans)[number]['mine'][number]) => ({
      jobId,
      containerNo,
      pickupEmptyAt,
      loadedAt,
      returnedAt,
    });
    // First every order lets go of the job's containers, so one moving from order A to B is never on both.
    for (const { order, others, active } of plans)
      await replaceOrderContainers(tx, { ...order, active }, others.map(rowOf));
    for (const { order, others, mine, active } of plans) {
      if (active) {
        const taken = await findContainerOnOtherOrder(tx, {
          orderId: order.id,
          direction: order.direction,
          containers: mine,
        });
        if (taken)
          throw new AppError(409, 'trucking.containerOnOrder', { no: taken.containerNo, truckingNo: taken.truckingNo });
      }
      await replaceOrderContainers(tx, { ...order, active }, [...others, ...mine].map(rowOf));
      await updateOrderRow(
        tx,
        { id: order.id, version: order.version, by: who.caller.account, entity: ENTITY_NAMES.truckingOrder },
        {},
      );
      await auditOrder(tx, who.caller, order, 'truckingOrder.split', {
        jobNo: job.jobNo,
        containerNos: mine.map((c) => c.containerNo),
      });
    }
  });
  return findJobTruckingOrders(ctx, who, jobId);
}
