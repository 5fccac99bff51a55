import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { chargeCodes, otherServices, parties } from '../../../db/schema';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../../platform/db/versioned-rows';

type NewService = typeof otherServices.$inferInsert;

const serviceColumns = {
  id: otherServices.id,
  jobId: otherServices.jobId,
  kind: otherServices.kind,
  supplier: otherServices.supplierId,
  supplierName: sql<string>`coalesce((select ${parties.nameEn} from ${parties} where ${parties.id} = ${otherServices.supplierId}), '')`,
  orderedDate: otherServices.orderedDate,
  doneDate: otherServices.doneDate,
  referenceNo: otherServices.referenceNo,
  remark: otherServices.remark,
  chargeCode: sql<
    string | null
  >`(select ${chargeCodes.code} from ${chargeCodes} where ${chargeCodes.id} = ${otherServices.chargeCodeId})`,
  currency: otherServices.currency,
  amount: otherServices.amount,
  insuredValue: otherServices.insuredValue,
  premiumRate: otherServices.premiumRate,
  version: otherServices.version,
  createdBy: otherServices.createdBy,
  createdAt: otherServices.createdAt,
  updatedBy: otherServices.updatedBy,
  updatedAt: otherServices.updatedAt,
};
export type ServiceRow = Awaited<ReturnType<typeof findJobServiceRows>>[number];

/** A job's services in the order they were made (`other_services_job_idx`). */
export const findJobServiceRows = (db: DbOrTx, jobId: number) =>
  db.select(serviceColumns).from(otherServices).where(eq(otherServices.jobId, jobId)).orderBy(asc(otherServices.id));

/** A service of the job, locked for a write (the caller locked the job first). */
export async function lockJobServiceRow(db: DbOrTx, jobId: number, serviceId: number) {
  const [row] = await db
    .select(serviceColumns)
    .from(otherServices)
    .where(and(eq(otherServices.id, serviceId), eq(otherServices.jobId, jobId)))
    .for('update');
  return row;
}

export async function insertService(db: DbOrTx, values: NewService): Promise<number> {
  const [row] = await db.insert(otherServices).values(values).returning({ id: otherServices.id });
  return row!.id;
}

export const updateServiceRow = (db: DbOrTx, target: VersionedTarget, set: Partial<NewService>) =>
  updateVersioned(db, otherServices, target, set);

export const deleteServiceRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) =>
  deleteVersioned(db, otherServices, target);
