import { count, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { carriers, jobs, parties, ports, users } from '../../../db/schema';
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
