import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { jobContainers, parties, railEntrustContainers, railEntrusts, railStatusChanges } from '../../../db/schema';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../../platform/db/versioned-rows';

const e = railEntrusts;
const partyName = (key: typeof e.carrierId | typeof e.consigneeId) =>
  sql<string>`coalesce((select ${parties.nameEn} from ${parties} where ${parties.id} = ${key}), '')`;

const entrustColumns = {
  id: e.id,
  jobId: e.jobId,
  entrustNo: e.entrustNo,
  carrier: e.carrierId,
  carrierName: partyName(e.carrierId),
  consignee: e.consigneeId,
  consigneeName: partyName(e.consigneeId),
  weightKg: e.weightKg,
  packages: e.packages,
  trainPol: e.trainPol,
  trainPod: e.trainPod,
  containerBelong: e.containerBelong,
  entrustDate: e.entrustDate,
  departureDate: e.departureDate,
  arrivalDate: e.arrivalDate,
  remark: e.remark,
  status: e.status,
  statusAt: e.statusAt,
  version: e.version,
  createdBy: e.createdBy,
  createdAt: e.createdAt,
  updatedBy: e.updatedBy,
  updatedAt: e.updatedAt,
};
export type RailEntrustRow = Awaited<ReturnType<typeof findJobEntrustRows>>[number];

/** A job's rail entrusts in the order they were made. */
export const findJobEntrustRows = (db: DbOrTx, jobId: number) =>
  db.select(entrustColumns).from(e).where(eq(e.jobId, jobId)).orderBy(asc(e.id));

/** An entrust of the job, locked for a write (the job is locked first by the caller). */
export async function lockJobEntrustRow(db: DbOrTx, jobId: number, entrustId: number) {
  const [row] = await db
    .select(entrustColumns)
    .from(e)
    .where(and(eq(e.id, entrustId), eq(e.jobId, jobId)))
    .for('update');
  return row;
}

type NewEntrust = typeof railEntrusts.$inferInsert;

export async function insertEntrust(db: DbOrTx, values: NewEntrust): Promise<number> {
  const [row] = await db.insert(e).values(values).returning({ id: e.id });
  return row!.id;
}

export const updateEntrustRow = (db: DbOrTx, target: VersionedTarget, set: Partial<NewEntrust>) =>
  updateVersioned(db, railEntrusts, target, set);

export const deleteEntrustRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) =>
  deleteVersioned(db, railEntrusts, target);

/** The status written with its moment; the version checked and bumped. */
export const moveEntrustStatus = (db: DbOrTx, target: VersionedTarget, status: string) =>
  updateVersioned(db, railEntrusts, target, { status, statusAt: sql`now()` });

/** The entrusts' containers, with the type and seal no their job's container tab holds for the number. */
export const findEntrustContainers = (db: DbOrTx, entrustIds: number[]) =>
  db
    .select({
      entrustId: railEntrustContainers.entrustId,
      containerNo: railEntrustContainers.containerNo,
      containerType: sql<string>`coalesce(jc.container_type, '')`,
      sealNo: sql<string>`coalesce(jc.seal_no, '')`,
    })
    .from(railEntrustContainers)
    .leftJoin(
      sql`${jobContainers} jc`,
      sql`jc.job_id = ${railEntrustContainers.jobId} and jc.container_no = ${railEntrustContainers.containerNo}`,
    )
    .where(inArray(railEntrustContainers.entrustId, entrustIds.length ? entrustIds : [0]))
    .orderBy(asc(railEntrustContainers.entrustId), asc(railEntrustContainers.lineNo));

/** The entrust's containers replaced, each carrying whether the entrust is active (not cancelled). */
export async function replaceEntrustContainers(
  db: DbOrTx,
  entrust: { id: number; jobId: number; active: boolean },
  containerNos: string[],
) {
  await db.delete(railEntrustContainers).where(eq(railEntrustContainers.entrustId, entrust.id));
  if (containerNos.length)
    await db.insert(railEntrustContainers).values(
      containerNos.map((containerNo, i) => ({
        entrustId: entrust.id,
        jobId: entrust.jobId,
        lineNo: i + 1,
        containerNo,
        active: entrust.active,
      })),
    );
}

/** A cancelled entrust lets go of its containers; entrusted again, it takes them back. */
export const setEntrustContainersActive = (db: DbOrTx, entrustId: number, active: boolean) =>
  db.update(railEntrustContainers).set({ active }).where(eq(railEntrustContainers.entrustId, entrustId));

/** The job's container numbers (the container tab's rows that have one). */
export async function findJobContainerNos(db: DbOrTx, jobId: number): Promise<Set<string>> {
  const rows = await db
    .select({ containerNo: jobContainers.containerNo })
    .from(jobContainers)
    .where(and(eq(jobContainers.jobId, jobId), ne(jobContainers.containerNo, '')));
  return new Set(rows.map((r) => r.containerNo));
}

/** The first of the job's containers already on another active rail entrust, with that entrust's no. */
export async function findContainerOnOtherEntrust(
  db: DbOrTx,
  q: { entrustId: number; jobId: number; containerNos: string[] },
) {
  if (!q.containerNos.length) return undefined;
  const [row] = await db
    .select({ containerNo: railEntrustContainers.containerNo, entrustNo: e.entrustNo })
    .from(railEntrustContainers)
    .innerJoin(e, eq(e.id, railEntrustContainers.entrustId))
    .where(
      and(
        railEntrustContainers.active,
        eq(railEntrustContainers.jobId, q.jobId),
        ne(railEntrustContainers.entrustId, q.entrustId),
        inArray(railEntrustContainers.containerNo, q.containerNos),
      ),
    )
    .limit(1);
  return row;
}

export const insertRailStatusChange = (db: DbOrTx, values: typeof railStatusChanges.$inferInsert) =>
  db.insert(railStatusChanges).values(values);

export const findRailStatusChanges = (db: DbOrTx, entrustIds: number[]) =>
  db
    .select({
      entrustId: railStatusChanges.entrustId,
      from: railStatusChanges.fromStatus,
      to: railStatusChanges.toStatus,
      reason: railStatusChanges.reason,
      changedBy: railStatusChanges.changedBy,
      changedAt: railStatusChanges.changedAt,
    })
    .from(railStatusChanges)
    .where(inArray(railStatusChanges.entrustId, entrustIds.length ? entrustIds : [0]))
    .orderBy(asc(railStatusChanges.id));
