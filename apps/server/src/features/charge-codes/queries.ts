import type { TJobType } from '@apex/shared/jobs';
import type { CHARGE_CODE_SORT_FIELDS, TChargeCategory, TChargeUnit } from '@apex/shared/master';
import { and, arrayContains, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chargeCodeSearchText, chargeCodes, chargeSchemeLines } from '../../db/schema';
import { findPage, keywordFilter, type ListSort, type PageQuery } from '../../platform/db/paging';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../platform/db/versioned-rows';

type ChargeCodeSortField = (typeof CHARGE_CODE_SORT_FIELDS)[number];

const chargeCodeColumns = {
  id: chargeCodes.id,
  code: chargeCodes.code,
  sacCode: chargeCodes.sacCode,
  nameEn: chargeCodes.nameEn,
  nameCn: chargeCodes.nameCn,
  category: chargeCodes.category,
  defaultUnit: chargeCodes.defaultUnit,
  defaultCurrency: chargeCodes.defaultCurrency,
  defaultTaxRate: chargeCodes.defaultTaxRate,
  jobTypes: chargeCodes.jobTypes,
  enabled: chargeCodes.enabled,
  version: chargeCodes.version,
  updatedAt: chargeCodes.updatedAt,
  updatedBy: chargeCodes.updatedBy,
};
export type ChargeCodeRow = NonNullable<Awaited<ReturnType<typeof findChargeCodeById>>>;

const SORT: ListSort<ChargeCodeSortField> = {
  columns: {
    code: chargeCodes.code,
    nameEn: chargeCodes.nameEn,
    category: chargeCodes.category,
    updatedAt: chargeCodes.updatedAt,
  },
  fallback: 'code',
  id: chargeCodes.id,
};

export function findChargeCodePage(
  db: DbOrTx,
  q: PageQuery<ChargeCodeSortField> & {
    keyword?: string;
    category?: TChargeCategory;
    jobType?: TJobType;
    enabled?: boolean;
  },
) {
  const where = and(
    keywordFilter(chargeCodeSearchText(chargeCodes), q.keyword),
    q.category ? eq(chargeCodes.category, q.category) : undefined,
    q.jobType ? arrayContains(chargeCodes.jobTypes, [q.jobType]) : undefined,
    q.enabled === undefined ? undefined : eq(chargeCodes.enabled, q.enabled),
  );
  const matches = db.select({ count: count() }).from(chargeCodes).where(where);
  return findPage(db.select(chargeCodeColumns).from(chargeCodes).where(where).$dynamic(), matches, q, SORT);
}

export async function findChargeCodeById(db: DbOrTx, id: number) {
  const [row] = await db.select(chargeCodeColumns).from(chargeCodes).where(eq(chargeCodes.id, id));
  return row;
}

interface ChargeCodeValues {
  sacCode: string;
  nameEn: string;
  nameCn: string;
  category: TChargeCategory;
  defaultUnit: TChargeUnit;
  defaultCurrency: string;
  defaultTaxRate: string;
  jobTypes: TJobType[];
  enabled: boolean;
}

export async function insertChargeCode(db: DbOrTx, values: ChargeCodeValues & { code: string; createdBy: string }) {
  const [row] = await db
    .insert(chargeCodes)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: chargeCodes.id });
  return row!.id;
}

export const updateChargeCodeRow = (db: DbOrTx, target: VersionedTarget, values: ChargeCodeValues) =>
  updateVersioned(db, chargeCodes, target, values);

export const deleteChargeCodeRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) =>
  deleteVersioned(db, chargeCodes, target);

/** How many scheme lines use the charge code: such a code cannot be deleted. */
export async function countSchemeLinesOf(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ count: count() })
    .from(chargeSchemeLines)
    .where(eq(chargeSchemeLines.chargeCodeId, id));
  return row?.count ?? 0;
}
