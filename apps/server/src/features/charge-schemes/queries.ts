import type { TJobType } from '@apex/shared/jobs';
import type { CHARGE_SCHEME_SORT_FIELDS } from '@apex/shared/master';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chargeCodes, chargeSchemeLines, chargeSchemeSearchText, chargeSchemes } from '../../db/schema';
import { findPage, keywordFilter, type ListSort, type PageQuery } from '../../platform/db/paging';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../platform/db/versioned-rows';

type ChargeSchemeSortField = (typeof CHARGE_SCHEME_SORT_FIELDS)[number];

const schemeColumns = {
  id: chargeSchemes.id,
  schemeNo: chargeSchemes.schemeNo,
  name: chargeSchemes.name,
  jobType: chargeSchemes.jobType,
  remark: chargeSchemes.remark,
  enabled: chargeSchemes.enabled,
  version: chargeSchemes.version,
  updatedAt: chargeSchemes.updatedAt,
  updatedBy: chargeSchemes.updatedBy,
};
export type ChargeSchemeRow = NonNullable<Awaited<ReturnType<typeof findChargeSchemeById>>>;

const SORT: ListSort<ChargeSchemeSortField> = {
  columns: { schemeNo: chargeSchemes.schemeNo, name: chargeSchemes.name, updatedAt: chargeSchemes.updatedAt },
  fallback: 'schemeNo',
  id: chargeSchemes.id,
};

export function findChargeSchemePage(
  db: DbOrTx,
  q: PageQuery<ChargeSchemeSortField> & { keyword?: string; jobType?: TJobType; enabled?: boolean },
) {
  const where = and(
    keywordFilter(chargeSchemeSearchText(chargeSchemes), q.keyword),
    q.jobType ? eq(chargeSchemes.jobType, q.jobType) : undefined,
    q.enabled === undefined ? undefined : eq(chargeSchemes.enabled, q.enabled),
  );
  const matches = db.select({ count: count() }).from(chargeSchemes).where(where);
  return findPage(db.select(schemeColumns).from(chargeSchemes).where(where).$dynamic(), matches, q, SORT);
}

export async function findChargeSchemeById(db: DbOrTx, id: number) {
  const [row] = await db.select(schemeColumns).from(chargeSchemes).where(eq(chargeSchemes.id, id));
  return row;
}

/** The lines of the given schemes, in their order, with their charge codes' names and default tax rates: one query for a page. */
export function findLinesOfSchemes(db: DbOrTx, schemeIds: number[]) {
  if (schemeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      schemeId: chargeSchemeLines.schemeId,
      chargeCode: chargeCodes.code,
      chargeNameEn: chargeCodes.nameEn,
      chargeNameCn: chargeCodes.nameCn,
      // What a line applied to a job takes from its code (issue 17 scheme preview).
      chargeTaxRate: chargeCodes.defaultTaxRate,
      side: chargeSchemeLines.side,
      partyRole: chargeSchemeLines.partyRole,
      unit: chargeSchemeLines.unit,
      currency: chargeSchemeLines.currency,
      price: chargeSchemeLines.price,
    })
    .from(chargeSchemeLines)
    .innerJoin(chargeCodes, eq(chargeCodes.id, chargeSchemeLines.chargeCodeId))
    .where(inArray(chargeSchemeLines.schemeId, schemeIds))
    .orderBy(asc(chargeSchemeLines.schemeId), asc(chargeSchemeLines.lineNo));
}
export type ChargeSchemeLineRow = Awaited<ReturnType<typeof findLinesOfSchemes>>[number];

/** The charge codes a scheme's lines name, with what a line must agree with. */
export function findChargeCodesByCode(db: DbOrTx, codes: string[]) {
  return db
    .select({
      id: chargeCodes.id,
      code: chargeCodes.code,
      jobTypes: chargeCodes.jobTypes,
      enabled: chargeCodes.enabled,
    })
    .from(chargeCodes)
    .where(inArray(chargeCodes.code, codes));
}

interface ChargeSchemeValues {
  name: string;
  jobType: TJobType;
  remark: string;
  enabled: boolean;
}

export interface LineValues {
  chargeCodeId: number;
  side: string;
  partyRole: string;
  unit: string;
  currency: string;
  price: string;
}

export async function insertChargeScheme(
  db: DbOrTx,
  values: ChargeSchemeValues & { schemeNo: string; createdBy: string },
) {
  const [row] = await db
    .insert(chargeSchemes)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: chargeSchemes.id });
  return row!.id;
}

/** The scheme's lines become exactly `lines`, numbered in their order. */
export async function replaceSchemeLines(db: DbOrTx, schemeId: number, lines: LineValues[]) {
  await db.delete(chargeSchemeLines).where(eq(chargeSchemeLines.schemeId, schemeId));
  await db.insert(chargeSchemeLines).values(lines.map((line, i) => ({ ...line, schemeId, lineNo: i + 1 })));
}

export const updateChargeSchemeRow = (db: DbOrTx, target: VersionedTarget, values: ChargeSchemeValues) =>
  updateVersioned(db, chargeSchemes, target, values);

export const deleteChargeSchemeRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) =>
  deleteVersioned(db, chargeSchemes, target);
