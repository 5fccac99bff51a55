import type { Tx } from '../../../db/client';
import { invalidField } from '../../../platform/http/app-error';
import type { JobRow } from '../access/queries';
import { findDeliveryOrderOf } from './queries';

/**
 * An import job served by an active delivery order has the orders' delivered date (their actual
 * delivery times, `refreshDeliveryStages`): one typed on the general tab would stand only until the
 * order's next save, so a typed change is refused, naming the order. Without such an order the
 * date is still typed (issue 19 design note).
 */
export async function refuseTypedDeliveredDate(tx: Tx, job: JobRow, typed: string | null) {
  if (typed === job.cargoDeliveredDate) return;
  const truckingNo = await findDeliveryOrderOf(tx, job.id);
  if (truckingNo) throw invalidField('cargoDeliveredDate', 'trucking.deliveredByOrder', { truckingNo });
}
