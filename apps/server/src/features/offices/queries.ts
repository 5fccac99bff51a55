import type { OFFICE_SORT_FIELDS } from '@apex/shared/admin';
import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, jobCharges, jobs, officeSearchText, offices, sessions, userOffices } from '../../db/schema';
import { findPage, keywordFilter, type ListSort, type PageQuery } from '../../platform/db/paging';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../platform/db/versioned-rows';

type OfficeSortField = (typeof OFFICE_SORT_FIELDS)[number];

const officeColumns = {
  id: offices.id,
  officeCode: offices.officeCode,
  companyCode: companies.companyCode,
  nameEn: offices.nameEn,
  nameCn: offices.nameCn,
  address: offices.address,
  phone: offices.phone,
  localCurrency: offices.localCurrency,
  minMarginPct: offices.minMarginPct,
  bankName: offices.bankName,
  bankAccountName: offices.bankAccountName,
  bankAccountNo: offices.bankAccountNo,
  bankSwift: offices.bankSwift,
  enabled: offices.enabled,
  userCount: sql<number>`(select count(*)::int from ${userOffices} where ${userOffices.officeId} = ${offices.id})`,
  version: offices.version,
  updatedAt: offices.updatedAt,
  updatedBy: offices.updatedBy,
};

export type OfficeRow = NonNullable<Awaited<ReturnType<typeof findOfficeById>>>;

const selectOffices = (db: DbOrTx) =>
  db.select(officeColumns).from(offices).innerJoin(companies, eq(companies.id, offices.companyId));

const SORT: ListSort<OfficeSortField> = {
  columns: { officeCode: offices.officeCode, nameEn: offices.nameEn, updatedAt: offices.updatedAt },
  fallback: 'officeCode',
  id: offices.id,
};

export function findOfficePage(db: DbOrTx, q: PageQuery<OfficeSortField> & { keyword?: string }) {
  const where = keywordFilter(officeSearchText(offices), q.keyword);
  const matches = db.select({ count: count() }).from(offices).where(where);
  return findPage(selectOffices(db).where(where).$dynamic(), matches, q, SORT);
}

export async function findOfficeById(db: DbOrTx, id: number) {
  const [row] = await selectOffices(db).where(eq(offices.id, id));
  return row;
}

export function findCompanies(db: DbOrTx) {
  return db
    .select({ companyCode: companies.companyCode, name: companies.name, dbCode: companies.dbCode })
    .from(companies)
    .orderBy(companies.companyCode);
}

export async function findCompanyId(db: DbOrTx, companyCode: string) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.companyCode, companyCode));
  return row?.id;
}

interface OfficeValues {
  nameEn: string;
  nameCn: string;
  address: string;
  phone: string;
  localCurrency: string;
  minMarginPct: string | null;
  bankName: string;
  bankAccountName: string;
  bankAccountNo: string;
  bankSwift: string;
  enabled: boolean;
}

export async function insertOffice(
  db: DbOrTx,
  values: OfficeValues & { officeCode: string; companyId: number; createdBy: string },
) {
  const [row] = await db
    .insert(offices)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: offices.id });
  return row!.id;
}

export const updateOfficeRow = (db: DbOrTx, target: VersionedTarget, values: OfficeValues) =>
  updateVersioned(db, offices, target, values);

export async function countOfficeUsers(db: DbOrTx, officeId: number) {
  const [row] = await db.select({ count: count() }).from(userOffices).where(eq(userOffices.officeId, officeId));
  return row?.count ?? 0;
}

/**
 * Sessions keep the office they were opened in, also after their user left it; those that still
 * name the office go with it, since no user belongs to it any more.
 */
export async function deleteOfficeRow(db: DbOrTx, target: Omit<VersionedTarget, 'by'>) {
  await db.delete(sessions).where(eq(sessions.officeId, target.id));
  await deleteVersioned(db, offices, target);
}

/** Whether any job of the office holds a charge or cost line (its local amounts are in the office's currency). */
export async function officeHasChargeLines(db: DbOrTx, officeCode: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(jobCharges)
    .innerJoin(jobs, eq(jobs.id, jobCharges.jobId))
    .where(eq(jobs.officeCode, officeCode))
    .limit(1);
  return Boolean(row);
}
