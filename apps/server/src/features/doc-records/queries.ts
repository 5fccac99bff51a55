import { and, asc, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { docRecordSteps, docRecords, jobHbls, jobMbls, jobs, parties } from '../../db/schema';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../platform/db/versioned-rows';

/** A name or number the record refers to, looked up for the rows read (as the invoice list does). */
const lookUp = (column: SQL, table: typeof jobs | typeof parties | typeof jobHbls, key: SQL) =>
  sql<string>`coalesce((select ${column} from ${table} where ${table.id} = ${key}), '')`;
const ofJob = (column: SQL) => lookUp(column, jobs, sql`${docRecords.jobId}`);

export const docRecordColumns = {
  id: docRecords.id,
  docNo: docRecords.docNo,
  docType: docRecords.docType,
  belongsTo: docRecords.belongsTo,
  hblId: docRecords.hblId,
  hblNo: lookUp(sql`${jobHbls.hblNo}`, jobHbls, sql`${docRecords.hblId}`),
  jobId: docRecords.jobId,
  jobNo: ofJob(sql`${jobs.jobNo}`),
  jobType: ofJob(sql`${jobs.jobType}`),
  mblNo: ofJob(sql`${jobs.mblNo}`),
  officeCode: docRecords.officeCode,
  customer: docRecords.customerId,
  customerName: lookUp(sql`${parties.nameEn}`, parties, sql`${docRecords.customerId}`),
  manualNo: docRecords.manualNo,
  originals: docRecords.originals,
  status: docRecords.status,
  sentTo: docRecords.sentTo,
  sendDate: docRecords.sendDate,
  sendSigner: docRecords.sendSigner,
  courier: docRecords.courier,
  expressNo: docRecords.expressNo,
  backDate: docRecords.backDate,
  backSigner: docRecords.backSigner,
  remark: docRecords.remark,
  version: docRecords.version,
  createdBy: docRecords.createdBy,
  createdAt: docRecords.createdAt,
  updatedBy: docRecords.updatedBy,
  updatedAt: docRecords.updatedAt,
};
export type DocRecordRow = Awaited<ReturnType<typeof findDocRecordRow>> & {};

/** One record of the given offices. */
export async function findDocRecordRow(db: DbOrTx, id: number, officeCodes: readonly string[]) {
  const [row] = await db
    .select(docRecordColumns)
    .from(docRecords)
    .where(and(eq(docRecords.id, id), inArray(docRecords.officeCode, [...officeCodes])));
  return row;
}

/** A job's records in the order they were made. */
export const findJobDocRecordRows = (db: DbOrTx, jobId: number) =>
  db.select(docRecordColumns).from(docRecords).where(eq(docRecords.jobId, jobId)).orderBy(asc(docRecords.seq));

/** The record locked for a write (its job is locked first by the caller). */
export async function lockDocRecordRow(db: DbOrTx, id: number) {
  const [row] = await db.select(docRecordColumns).from(docRecords).where(eq(docRecords.id, id)).for('update');
  return row!;
}

/** The job's next record number: one more than its highest (a record is deleted only before its paper came). */
export async function nextDocSeq(db: DbOrTx, jobId: number): Promise<number> {
  const [row] = await db
    .select({ top: max(docRecords.seq) })
    .from(docRecords)
    .where(eq(docRecords.jobId, jobId));
  return (row?.top ?? 0) + 1;
}

/** The record already kept for this paper of this bill, if any (one record per paper, spec §3). */
export async function findSameBillRecord(
  db: DbOrTx,
  q: { jobId: number; hblId: number | null; docType: string; exceptId?: number },
) {
  const [row] = await db
    .select({ docNo: docRecords.docNo })
    .from(docRecords)
    .where(
      and(
        eq(docRecords.jobId, q.jobId),
        sql`coalesce(${docRecords.hblId}, 0) = ${q.hblId ?? 0}`,
        eq(docRecords.docType, q.docType),
        q.exceptId ? sql`${docRecords.id} <> ${q.exceptId}` : undefined,
      ),
    );
  return row;
}

/** The house bill by id if the job holds it: its shipper and consignee are a send's receivers. */
export async function findJobHbl(db: DbOrTx, jobId: number, hblId: number) {
  const [row] = await db
    .select({ id: jobHbls.id, shipperId: jobHbls.shipperId, consigneeId: jobHbls.consigneeId })
    .from(jobHbls)
    .where(and(eq(jobHbls.id, hblId), eq(jobHbls.jobId, jobId)));
  return row;
}

type NewDocRecord = typeof docRecords.$inferInsert;

export async function insertDocRecord(db: DbOrTx, values: NewDocRecord): Promise<number> {
  const [row] = await db.insert(docRecords).values(values).returning({ id: docRecords.id });
  return row!.id;
}

export const updateDocRecordRow = (db: DbOrTx, target: VersionedTarget, set: Partial<NewDocRecord>) =>
  updateVersioned(db, docRecords, target, set);

export const deleteDocRecordRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) =>
  deleteVersioned(db, docRecords, target);

export const insertDocStep = (db: DbOrTx, values: typeof docRecordSteps.$inferInsert) =>
  db.insert(docRecordSteps).values(values);

export const findDocSteps = (db: DbOrTx, docRecordId: number) =>
  db
    .select({
      id: docRecordSteps.id,
      step: docRecordSteps.step,
      date: docRecordSteps.stepDate,
      signer: docRecordSteps.signer,
      sentTo: docRecordSteps.sentTo,
      courier: docRecordSteps.courier,
      expressNo: docRecordSteps.expressNo,
      remark: docRecordSteps.remark,
      createdBy: docRecordSteps.createdBy,
      createdAt: docRecordSteps.createdAt,
    })
    .from(docRecordSteps)
    .where(eq(docRecordSteps.docRecordId, docRecordId))
    .orderBy(asc(docRecordSteps.id));

/** The job's facts the doc management dialog shows (spec §2.8 "job info"). */
export async function findDocJobInfo(db: DbOrTx, jobId: number) {
  const [row] = await db
    .select({
      vessel: jobs.vessel,
      voyage: jobs.voyage,
      pol: sql<string>`coalesce(${jobs.pol}, '')`,
      pod: sql<string>`coalesce(${jobs.pod}, '')`,
      etd: jobs.etd,
      eta: jobs.eta,
      shipper: lookUp(sql`${parties.nameEn}`, parties, sql`${jobs.shipperId}`),
      consignee: lookUp(sql`${parties.nameEn}`, parties, sql`${jobs.consigneeId}`),
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row!;
}

/** The MB/L's shipper and consignee as its part names them, else the job's. */
export async function findMblParties(db: DbOrTx, jobId: number) {
  const [row] = await db
    .select({
      shipperId: sql<number | null>`coalesce(${jobMbls.shipperId}, ${jobs.shipperId})`,
      consigneeId: sql<number | null>`coalesce(${jobMbls.consigneeId}, ${jobs.consigneeId})`,
    })
    .from(jobs)
    .leftJoin(jobMbls, eq(jobMbls.jobId, jobs.id))
    .where(eq(jobs.id, jobId));
  return row!;
}
