import { ENTITY_NAMES } from '@apex/shared';
import type { TJobType } from '@apex/shared/jobs';
import type { Tx } from '../../../db/client';
import type { AuditActor } from '../../../platform/audit/audit-log';
import { AppError } from '../../../platform/http/app-error';
import { type JobRow, lockJobRowsById } from '../access/queries';
import {
  deleteJobContainersOfOrder,
  findOrderContainers,
  findOrderIdsServingJob,
  findOrderJobIds,
  lockOrderRows,
  updateOrderRow,
} from './queries';
import { auditOrder } from './trucking-order-rules';

/** The trucker has the order: entrusted, on the road or there (an order is deleted only before or once cancelled). */
const withTrucker = (status: string) => status !== 'NOT_ENTRUSTED' && status !== 'CANCELLED';

/**
 * Locks, in id order, the job about to be deleted with every job its trucking orders also serve,
 * before the job alone is locked: a united order passed on to another job, or a container taken off
 * it, touches that job too, and a save of the order locks its jobs in id order; locked here in
 * another order, the two would deadlock.
 */
export async function lockJobsSharingOrders(tx: Tx, jobId: number) {
  const orderJobIds = await findOrderJobIds(tx, await findOrderIdsServingJob(tx, jobId));
  await lockJobRowsById(tx, [...new Set([jobId, ...orderJobIds])]);
}

/**
 * A job being deleted lets go of the trucking orders serving it, in its transaction (the job locked
 * by the caller). An order the trucker has that carries the job's cargo stops the deletion, naming
 * the order. A united order keeps the other jobs' containers and loses this job's; made on this job,
 * it passes to the job of its first container left. An order of this job alone goes with the job.
 */
export async function letGoOfTruckingOrders(tx: Tx, job: JobRow, actor: AuditActor) {
  const ids = await findOrderIdsServingJob(tx, job.id);
  if (!ids.length) return;
  const orders = await lockOrderRows(tx, ids, { officeCode: job.officeCode, jobType: job.jobType as TJobType });
  const held = orders.find((order) => withTrucker(order.status));
  if (held) throw new AppError(409, 'trucking.jobOnEntrustedOrder', { jobNo: job.jobNo, truckingNo: held.truckingNo });
  const containers = await findOrderContainers(tx, ids);
  for (const order of orders) {
    const others = containers.filter((c) => c.orderId === order.id && c.jobId !== job.id);
    if (order.jobId === job.id && !others.length) continue;
    await deleteJobContainersOfOrder(tx, order.id, job.id);
    const passedTo = order.jobId === job.id ? others[0]! : undefined;
    await updateOrderRow(
      tx,
      { id: order.id, version: order.version, by: actor.account, entity: ENTITY_NAMES.truckingOrder },
      passedTo ? { jobId: passedTo.jobId } : {},
    );
    await auditOrder(tx, actor, order, 'truckingOrder.updated', {
      jobDeleted: job.jobNo,
      ...(passedTo && { jobNo: passedTo.jobNo }),
      containerNos: others.map((c) => c.containerNo),
    });
  }
}
