import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { chargeCodes, chargeSchemeLines, chargeSchemes, jobContainers, jobHbls, parties } from '../../../db/schema';

/** A scheme, whatever its state: the preview tells a disabled one or one of another type apart. */
export async function findScheme(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ schemeNo: chargeSchemes.schemeNo, jobType: chargeSchemes.jobType, enabled: chargeSchemes.enabled })
    .from(chargeSchemes)
    .where(eq(chargeSchemes.id, id));
  return row;
}

/** A scheme's lines in their order, with the name and default tax rate of each charge code. */
export function findSchemeLines(db: DbOrTx, schemeId: number) {
  return db
    .select({
      side: chargeSchemeLines.side,
      chargeCode: chargeCodes.code,
      displayName: chargeCodes.nameEn,
      defaultTaxRate: chargeCodes.defaultTaxRate,
      partyRole: chargeSchemeLines.partyRole,
      unit: chargeSchemeLines.unit,
      currency: chargeSchemeLines.currency,
      price: chargeSchemeLines.price,
    })
    .from(chargeSchemeLines)
    .innerJoin(chargeCodes, eq(chargeCodes.id, chargeSchemeLines.chargeCodeId))
    .where(eq(chargeSchemeLines.schemeId, schemeId))
    .orderBy(asc(chargeSchemeLines.lineNo));
}

/** The job's own house bills, counted. */
export async function countOwnHbls(db: DbOrTx, jobId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobHbls).where(eq(jobHbls.jobId, jobId));
  return row?.n ?? 0;
}

/** The job's containers counted by type (20GP, 40HQ …). */
export function countContainersByType(db: DbOrTx, jobId: number) {
  return db
    .select({ containerType: jobContainers.containerType, n: count() })
    .from(jobContainers)
    .where(eq(jobContainers.jobId, jobId))
    .groupBy(jobContainers.containerType);
}

/** Names and credit days of the job's parties a scheme bills. */
export function findPartyTerms(db: DbOrTx, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: parties.id, name: parties.nameEn, creditDays: parties.creditDays })
    .from(parties)
    .where(inArray(parties.id, ids));
}
