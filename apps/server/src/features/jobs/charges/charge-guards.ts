import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/http/app-error';
import { countChargeLines } from './charge-queries';

/**
 * spec §5: what a job with charge or cost lines may no longer do (be deleted: `job.hasCharges`;
 * change its customer: `job.customerLocked`; become a consolidation: `lcl.masterNoCharges`). Called
 * in the caller's transaction with the job locked, as every write of lines locks it.
 */
export async function refuseIfJobHasCharges(
  db: DbOrTx,
  jobId: number,
  code: 'job.hasCharges' | 'job.customerLocked' | 'lcl.masterNoCharges',
) {
  if ((await countChargeLines(db, { jobId })) > 0) throw new AppError(409, code);
}

/** spec §5: an HB/L that lines belong to cannot be deleted (nor merged away by a combine). */
export async function refuseIfHblsHaveCharges(db: DbOrTx, hblIds: number[]) {
  if ((await countChargeLines(db, { hblIds })) > 0) throw new AppError(409, 'hbl.hasCharges');
}
