import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { invoices, parties } from '../../../db/schema';

/**
 * A party's terms: its credit limit, the currency it is in and the office whose rates convert to it,
 * its credit days (an invoice's due date) and its blacklist; `limited` keeps those with a limit.
 */
export async function findCreditTerms(db: DbOrTx, partyIds: readonly number[], { limited }: { limited: boolean }) {
  if (partyIds.length === 0) return [];
  return db
    .select({
      id: parties.id,
      code: parties.code,
      name: parties.nameEn,
      nameCn: parties.nameCn,
      officeCode: parties.officeCode,
      creditDays: parties.creditDays,
      creditLimit: parties.creditLimit,
      creditCurrency: parties.creditCurrency,
      blacklisted: parties.blacklisted,
      blacklistReason: parties.blacklistReason,
    })
    .from(parties)
    .where(and(inArray(parties.id, [...partyIds]), limited ? isNotNull(parties.creditLimit) : undefined));
}

/**
 * What the parties owe on their confirmed AR invoices, per party and office local currency: each
 * invoice's local gross in the share still outstanding (localGross × outstanding ÷ gross, rounded
 * to the cent). By `invoices_party_idx`.
 */
export async function findOpenReceivables(db: DbOrTx, partyIds: readonly number[]) {
  if (partyIds.length === 0) return [];
  return db
    .select({
      partyId: invoices.partyId,
      currency: invoices.localCurrency,
      amount: sql<string>`sum(round(${invoices.localGross} * (${invoices.grossTotal} - ${invoices.clearedAmount})
        / ${invoices.grossTotal}, 2))::text`,
    })
    .from(invoices)
    .where(
      and(
        inArray(invoices.partyId, [...partyIds]),
        eq(invoices.state, 'CONFIRMED'),
        eq(invoices.side, 'AR'),
        ne(invoices.clearedAmount, invoices.grossTotal),
      ),
    )
    .groupBy(invoices.partyId, invoices.localCurrency);
}
