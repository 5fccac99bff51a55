import { and, count, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { carriers, jobs, parties, ports, systemCodes, users } from '../../../db/schema';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../../platform/db/versioned-rows';

type JobValues = Omit<typeof jobs.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export async function insertJob(db: DbOrTx, values: JobValues): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: jobs.id });
  return row!.id;
}

export const updateJobRow = (db: DbOrTx, target: VersionedTarget, values: Partial<JobValues>) =>
  updateVersioned(db, jobs, target, values);

export const deleteJobRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) => deleteVersioned(db, jobs, target);

/** How many LCL sub-jobs a master job holds (spec §5: they go before it). */
export async function countSubJobs(db: DbOrTx, masterJobId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobs).where(eq(jobs.masterJobId, masterJobId));
  return row?.n ?? 0;
}

const { id, code, nameEn, nameCn, blacklisted, blacklistReason } = getTableColumns(parties);

/** The parties, carrier, ports and users a job names, each read by key in one query per kind. */
export async function findJobNames(
  db: DbOrTx,
  keys: { partyIds: number[]; carrierId: number | null; portCodes: string[]; userIds: number[] },
) {
  const [partyRows, carrierRows, portRows, userRows] = await Promise.all([
    keys.partyIds.length
      ? db
          .select({ id, code, nameEn, nameCn, blacklisted, blacklistReason })
          .from(parties)
          .where(inArray(parties.id, keys.partyIds))
      : [],
    keys.carrierId
      ? db
          .select({ scac: carriers.scac, nameEn: carriers.nameEn })
          .from(carriers)
          .where(eq(carriers.id, keys.carrierId))
      : [],
    keys.portCodes.length
      ? db
          .select({ code: ports.portCode, name: ports.nameEn })
          .from(ports)
          .where(inArray(ports.portCode, keys.portCodes))
      : [],
    keys.userIds.length
      ? db
          .select({ id: users.id, code: users.account, name: users.name })
          .from(users)
          .where(inArray(users.id, keys.userIds))
      : [],
  ]);
  return { partyRows, carrier: carrierRows[0], portRows, userRows };
}

/** Job numbers by id, oldest job first. */
export const findJobNos = (db: DbOrTx, ids: number[]) =>
  db.select({ id: jobs.id, jobNo: jobs.jobNo }).from(jobs).where(inArray(jobs.id, ids)).orderBy(jobs.id);

/**
 * Points jobs just made at the job they came from (a related job, the parts of a split): rows of
 * the same transaction, so no version is read or bumped.
 */
export async function linkNewJobs(
  db: DbOrTx,
  ids: number[],
  link: { relatedJobId: number } | { splitFromJobId: number },
) {
  await db.update(jobs).set(link).where(inArray(jobs.id, ids));
}

/** What checkJobReferences looks up, one query per kind of reference. */
export async function findPartyIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  const rows = await db.select({ id: parties.id }).from(parties).where(inArray(parties.id, ids));
  return new Set(rows.map((p) => p.id));
}

export async function carrierExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: carriers.id }).from(carriers).where(eq(carriers.id, id));
  return Boolean(row);
}

export async function findPortCodes(db: DbOrTx, codes: string[]): Promise<Set<string>> {
  const rows = await db.select({ code: ports.portCode }).from(ports).where(inArray(ports.portCode, codes));
  return new Set(rows.map((p) => p.code));
}

export async function findEnabledUserIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.enabled, true)));
  return new Set(rows.map((u) => u.id));
}

/** The enabled codes of the given dictionary types, as `TYPE/CODE`. */
export async function findEnabledCodes(db: DbOrTx, codeTypes: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ codeType: systemCodes.codeType, code: systemCodes.code })
    .from(systemCodes)
    .where(and(inArray(systemCodes.codeType, codeTypes), eq(systemCodes.enabled, true)));
  return new Set(rows.map((r) => `${r.codeType}/${r.code}`));
}
