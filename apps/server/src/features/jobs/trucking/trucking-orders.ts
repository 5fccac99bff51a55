import { ENTITY_NAMES } from '@apex/shared';
import type { TTruckingOrder, TTruckingOrderInput, ZUpdateTruckingOrderRequest } from '@apex/shared/movement';
import type { z } from 'zod';
import { AppError, notFound } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { checkVersion, readJob } from '../access/job-access';
import { deleteOrderRow, findJobOrderRows, insertOrder, updateOrderRow } from './queries';
import { nextTruckingNo } from './trucking-number';
import { getTruckingOrder, type TruckingCaller, toTruckingOrders } from './trucking-order-answer';
import {
  auditOrder,
  checkOrderContainers,
  checkOrderParties,
  orderValues,
  writeOrderContainers,
  writeOrders,
} from './trucking-order-rules';

/** The trucking tab: the job's own orders and the united ones carrying its containers, oldest first. */
export async function findJobTruckingOrders(
  { db }: ServiceContext,
  who: TruckingCaller,
  jobId: number,
): Promise<TTruckingOrder[]> {
  const job = await readJob(db, { jobType: who.jobType, id: jobId, actor: who.caller });
  return toTruckingOrders(db, await findJobOrderRows(db, job.id), who);
}

const containerJobs = (input: TTruckingOrderInput) => input.containers.map((c) => c.jobId);

/** A new order of the job, numbered by the office's trucking rule, not entrusted yet. */
export async function createTruckingOrder(
  ctx: ServiceContext,
  who: TruckingCaller,
  { jobId, input }: { jobId: number; input: TTruckingOrderInput },
): Promise<TTruckingOrder> {
  const id = await writeOrders(
    ctx,
    who,
    { ids: [], moreJobIds: [jobId, ...containerJobs(input)] },
    async (tx, _, jobs) => {
      const job = jobs.get(jobId);
      if (!job) throw notFound(ENTITY_NAMES.job, jobId);
      await checkOrderParties(tx, input);
      await checkOrderContainers(tx, { id: 0, jobId, ...input, active: true }, input.containers, jobs);
      const truckingNo = await nextTruckingNo(tx, { officeCode: job.officeCode, jobType: who.jobType }, who.timeZone);
      const id = await insertOrder(tx, {
        ...orderValues(input),
        officeCode: job.officeCode,
        jobType: who.jobType,
        jobId,
        truckingNo,
        createdBy: who.caller.account,
        updatedBy: who.caller.account,
      });
      await writeOrderContainers(tx, { id, direction: input.direction, active: true }, input.containers);
      await auditOrder(tx, who.caller, { id, truckingNo }, 'truckingOrder.created', {
        jobNo: job.jobNo,
        kind: input.kind,
        direction: input.direction,
        containerNos: input.containers.map((c) => c.containerNo),
      });
      return id;
    },
  );
  return getTruckingOrder(ctx.db, id, who);
}

/** The order's fields and containers; its number, status and history stay. */
export async function updateTruckingOrder(
  ctx: ServiceContext,
  who: TruckingCaller,
  { id, input }: { id: number; input: z.output<typeof ZUpdateTruckingOrderRequest> },
): Promise<TTruckingOrder> {
  await writeOrders(ctx, who, { ids: [id], moreJobIds: containerJobs(input) }, async (tx, [order], jobs) => {
    checkVersion(order, input.version);
    const active = order!.status !== 'CANCELLED';
    await checkOrderParties(tx, input);
    await checkOrderContainers(
      tx,
      { ...order!, united: input.united, direction: input.direction, active },
      input.containers,
      jobs,
    );
    await updateOrderRow(
      tx,
      { id, version: input.version, by: who.caller.account, entity: ENTITY_NAMES.truckingOrder },
      orderValues(input),
    );
    await writeOrderContainers(tx, { id, direction: input.direction, active }, input.containers);
    await auditOrder(tx, who.caller, order!, 'truckingOrder.updated', {
      containerNos: input.containers.map((c) => c.containerNo),
    });
  });
  return getTruckingOrder(ctx.db, id, who);
}

/** Only an order not entrusted yet, or cancelled, goes: one the trucker has is cancelled instead. */
export async function deleteTruckingOrder(
  ctx: ServiceContext,
  who: TruckingCaller,
  { id, version }: { id: number; version: number },
) {
  await writeOrders(ctx, who, { ids: [id] }, async (tx, [order]) => {
    checkVersion(order, version);
    if (order!.status !== 'NOT_ENTRUSTED' && order!.status !== 'CANCELLED')
      throw new AppError(409, 'trucking.notDeletable', { truckingNo: order!.truckingNo });
    await deleteOrderRow(tx, { id, version, entity: ENTITY_NAMES.truckingOrder });
    await auditOrder(tx, who.caller, order!, 'truckingOrder.deleted');
  });
}
