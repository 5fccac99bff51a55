import { and, inArray, isNotNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { parties, partyReceivables } from '../../../db/schema';

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
 * to the cent), summed by the database as invoices are written (`party_receivables`): a customer
 * with thousands of invoices is one row here, for the job list's flag as for the statement.
 */
export async function findOpenReceivables(db: DbOrTx, partyIds: readonly number[]) {
  if (partyIds.length === 0) return [];
  return db
    .select({ partyId: partyReceivables.partyId, currency: partyReceivables.currency, amount: partyReceivables.amount })
    .from(partyReceivables)
    .where(and(inArray(partyReceivables.partyId, [...partyIds]), ne(partyReceivables.amount, '0')));
}
