import type { TJobType } from '@apex/shared/jobs';
import { aliasedTable, and, asc, count, desc, eq, getTableColumns, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { jobHbls, jobMbls, jobs, parties, users } from '../../../db/schema';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../../platform/db/versioned-rows';

export type HblRow = typeof jobHbls.$inferSelect;
export type HblValues = Omit<typeof jobHbls.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;
type MblValues = Omit<typeof jobMbls.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

const shipper = aliasedTable(parties, 'shipper');
const consignee = aliasedTable(parties, 'consignee');
const notify = aliasedTable(parties, 'notify');

/** The HB/Ls of some jobs with the names of their parties and sales, and their job's number. */
export async function findHblRows(db: DbOrTx, where: { jobIds?: number[]; ids?: number[] }) {
  const filter = where.ids ? inArray(jobHbls.id, where.ids) : inArray(jobHbls.jobId, where.jobIds ?? []);
  return db
    .select({
      ...getTableColumns(jobHbls),
      jobNo: jobs.jobNo,
      shipperName: sql<string>`coalesce(${shipper.nameEn}, '')`,
      consigneeName: sql<string>`coalesce(${consignee.nameEn}, '')`,
      notifyName: sql<string>`coalesce(${notify.nameEn}, '')`,
      salesName: sql<string>`coalesce(${users.name}, '')`,
    })
    .from(jobHbls)
    .innerJoin(jobs, eq(jobs.id, jobHbls.jobId))
    .leftJoin(shipper, eq(shipper.id, jobHbls.shipperId))
    .leftJoin(consignee, eq(consignee.id, jobHbls.consigneeId))
    .leftJoin(notify, eq(notify.id, jobHbls.notifyId))
    .leftJoin(users, eq(users.id, jobHbls.salesId))
    .where(filter)
    .orderBy(asc(jobs.jobNo), asc(jobHbls.hblNo));
}
export type HblWithNames = Awaited<ReturnType<typeof findHblRows>>[number];

/** One HB/L locked for the caller's transaction (its job is locked first by the caller). */
export async function lockHblRow(db: DbOrTx, id: number): Promise<HblRow | undefined> {
  const [row] = await db.select().from(jobHbls).where(eq(jobHbls.id, id)).for('update');
  return row;
}

export async function insertHbl(db: DbOrTx, values: HblValues): Promise<number> {
  const [row] = await db
    .insert(jobHbls)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: jobHbls.id });
  return row!.id;
}

export const updateHblRow = (db: DbOrTx, target: VersionedTarget, values: Partial<HblValues>) =>
  updateVersioned(db, jobHbls, target, values);

export const deleteHblRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) => deleteVersioned(db, jobHbls, target);

/** The HB/Ls a job holds itself, and those of its LCL sub-jobs (spec §5: they go before a master). */
export async function countJobHbls(db: DbOrTx, jobId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobHbls)
    .where(
      or(
        eq(jobHbls.jobId, jobId),
        inArray(jobHbls.jobId, db.select({ id: jobs.id }).from(jobs).where(eq(jobs.masterJobId, jobId))),
      ),
    );
  return row?.n ?? 0;
}

export async function findMblRow(db: DbOrTx, jobId: number) {
  const [row] = await db
    .select({
      ...getTableColumns(jobMbls),
      shipperName: sql<string>`coalesce(${shipper.nameEn}, '')`,
      consigneeName: sql<string>`coalesce(${consignee.nameEn}, '')`,
      notifyName: sql<string>`coalesce(${notify.nameEn}, '')`,
    })
    .from(jobMbls)
    .leftJoin(shipper, eq(shipper.id, jobMbls.shipperId))
    .leftJoin(consignee, eq(consignee.id, jobMbls.consigneeId))
    .leftJoin(notify, eq(notify.id, jobMbls.notifyId))
    .where(eq(jobMbls.jobId, jobId));
  return row;
}

/** The first save of a job's MB/L part; a concurrent first save loses on the unique job id. */
export async function insertMbl(db: DbOrTx, values: MblValues) {
  await db.insert(jobMbls).values({ ...values, updatedBy: values.createdBy });
}

export const updateMblRow = (db: DbOrTx, target: VersionedTarget, values: Partial<MblValues>) =>
  updateVersioned(db, jobMbls, target, values);

/**
 * The jobs of an office and type holding any of these HB/L numbers (the job list's search by pasted
 * HB/L numbers, spec §5 at most 200): an index probe per number on (office, hbl_no).
 */
export async function jobIdsByHblNos(
  db: DbOrTx,
  officeCode: string,
  jobType: TJobType,
  numbers: readonly string[],
): Promise<number[]> {
  if (numbers.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: jobHbls.jobId })
    .from(jobHbls)
    .innerJoin(jobs, eq(jobs.id, jobHbls.jobId))
    .where(
      and(
        eq(jobHbls.officeCode, officeCode),
        inArray(
          jobHbls.hblNo,
          numbers.map((n) => n.trim().toUpperCase()),
        ),
        eq(jobs.jobType, jobType),
      ),
    );
  return rows.map((r) => r.id);
}

interface HblListFilter {
  officeCode: string;
  jobType: TJobType;
  hblNo?: string;
  jobNo?: string;
  consignee?: string;
  releaseMode?: string;
  etaFrom?: string;
  etaTo?: string;
}

const likeStart = (value: string) =>
  `${value
    .trim()
    .toUpperCase()
    .replace(/[\\%_]/g, '\\$&')}%`;

function hblListWhere(f: HblListFilter) {
  return and(
    eq(jobHbls.officeCode, f.officeCode),
    eq(jobs.jobType, f.jobType),
    f.hblNo ? sql`${jobHbls.hblNo} like ${likeStart(f.hblNo)}` : undefined,
    f.jobNo ? sql`${jobs.jobNo} like ${likeStart(f.jobNo)}` : undefined,
    f.consignee ? ilike(consignee.nameEn, `%${f.consignee.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    f.releaseMode ? eq(jobHbls.releaseMode, f.releaseMode.toUpperCase()) : undefined,
    f.etaFrom ? sql`${jobs.eta} >= ${f.etaFrom}` : undefined,
    f.etaTo ? sql`${jobs.eta} <= ${f.etaTo}` : undefined,
  );
}

const HBL_LIST_SORT = { hblNo: jobHbls.hblNo, jobNo: jobs.jobNo, eta: jobs.eta, weightKg: jobHbls.weightKg };

/** One page of the `/HBLList` screen, filtered, sorted and counted in the database. */
export async function findHblListPage(
  db: DbOrTx,
  filter: HblListFilter,
  page: { page: number; pageSize: number; sortField?: keyof typeof HBL_LIST_SORT; sortOrder?: 'ascend' | 'descend' },
) {
  const where = hblListWhere(filter);
  const column = HBL_LIST_SORT[page.sortField ?? 'hblNo'];
  const order = page.sortOrder === 'descend' ? desc(column) : asc(column);
  const base = () =>
    db
      .select({ n: count() })
      .from(jobHbls)
      .innerJoin(jobs, eq(jobs.id, jobHbls.jobId))
      .leftJoin(consignee, eq(consignee.id, jobHbls.consigneeId))
      .where(where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: jobHbls.id,
        jobId: jobHbls.jobId,
        jobNo: jobs.jobNo,
        hblNo: jobHbls.hblNo,
        consigneeName: sql<string>`coalesce(${consignee.nameEn}, '')`,
        packages: jobHbls.packages,
        weightKg: jobHbls.weightKg,
        volumeCbm: jobHbls.volumeCbm,
        releaseMode: jobHbls.releaseMode,
        eta: jobs.eta,
        version: jobHbls.version,
      })
      .from(jobHbls)
      .innerJoin(jobs, eq(jobs.id, jobHbls.jobId))
      .leftJoin(consignee, eq(consignee.id, jobHbls.consigneeId))
      .where(where)
      .orderBy(order, asc(jobHbls.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    base(),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The sub-jobs of a master (or candidates to add) with their customer and HB/L numbers. */
export async function findLclJobs(
  db: DbOrTx,
  where: { masterJobId: number } | { officeCode: string; jobType: TJobType; exceptId: number; keyword?: string },
  page?: { page: number; pageSize: number },
) {
  const customer = aliasedTable(parties, 'customer');
  const filter =
    'masterJobId' in where
      ? eq(jobs.masterJobId, where.masterJobId)
      : and(
          eq(jobs.officeCode, where.officeCode),
          eq(jobs.jobType, where.jobType),
          inArray(jobs.jobMode, ['LCL', 'HBL']),
          isNull(jobs.masterJobId),
          sql`${jobs.id} <> ${where.exceptId}`,
          where.keyword
            ? or(
                sql`${jobs.jobNo} like ${likeStart(where.keyword)}`,
                ilike(customer.nameEn, `%${where.keyword.replace(/[\\%_]/g, '\\$&')}%`),
              )
            : undefined,
        );
  const hblNos = sql<
    string[]
  >`coalesce((select array_agg(h.hbl_no order by h.hbl_no) from job_hbls h where h.job_id = ${jobs.id}), '{}')`;
  const query = db
    .select({
      id: jobs.id,
      jobNo: jobs.jobNo,
      jobMode: jobs.jobMode,
      customerName: sql<string>`coalesce(${customer.nameEn}, '')`,
      packages: jobs.packages,
      weightKg: jobs.weightKg,
      volumeCbm: jobs.volumeCbm,
      hblNos,
      version: jobs.version,
    })
    .from(jobs)
    .leftJoin(customer, eq(customer.id, jobs.customerId))
    .where(filter)
    .orderBy(asc(jobs.jobNo));
  if (!page) return { rows: await query, total: 0 };
  const [rows, [total]] = await Promise.all([
    query.limit(page.pageSize).offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(jobs).leftJoin(customer, eq(customer.id, jobs.customerId)).where(filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The exact sums of a master's sub-jobs' cargo, computed by the database on numeric columns. */
export async function sumSubJobCargo(db: DbOrTx, masterJobId: number) {
  const [row] = await db
    .select({
      packages: sql<number>`coalesce(sum(${jobs.packages}), 0)::int`,
      weightKg: sql<string>`coalesce(sum(${jobs.weightKg}), 0)::numeric(14,4)::text`,
      volumeCbm: sql<string>`coalesce(sum(${jobs.volumeCbm}), 0)::numeric(14,4)::text`,
    })
    .from(jobs)
    .where(eq(jobs.masterJobId, masterJobId));
  return row!;
}

/** Which of these party ids exist. */
export async function findPartyIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (await db.select({ id: parties.id }).from(parties).where(inArray(parties.id, ids))).map((p) => p.id);
}
