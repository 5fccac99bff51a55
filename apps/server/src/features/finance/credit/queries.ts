import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { invoices, parties } from '../../../db/schema';

/** What a party's credit is judged on: its limit, the currency the limit is in, the office whose rates convert. */
export async function findCreditTerms(db: DbOrTx, partyIds: readonly number[], { limited }: { limited: boolean }) {
  if (partyIds.length === 0) return [];
  return db
    .select({
      id: parties.id,
      name: parties.nameEn,
      officeCode: parties.officeCode,
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
