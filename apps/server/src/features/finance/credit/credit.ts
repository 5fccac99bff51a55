import { convertAmount } from '@apex/shared/finance';
import { addDecimals, compareDecimals, divideDecimals, utcToday } from '@apex/shared/format';
import type { DbOrTx } from '../../../db/client';
import { rateOn } from '../../currencies/exchange-rates';
import { findCreditTerms, findOpenReceivables } from './queries';

type Terms = Awaited<ReturnType<typeof findCreditTerms>>[number];
/** An amount a party owes in one currency. */
interface Owed {
  currency: string;
  amount: string;
}

/** A party's credit as the statement and the invoice confirmation show it. */
interface PartyCredit {
  partyId: number;
  name: string;
  /** null: the party has no credit limit, so it is never over it. */
  limit: string | null;
  currency: string;
  /** What the party owes on confirmed AR invoices, in the credit currency. */
  exposure: string;
  overCredit: boolean;
  blacklisted: boolean;
  blacklistReason: string;
}

/**
 * An amount in the party's credit currency at the rate table of the party's office on today: the
 * pair's rate, or one over the rate of the pair the other way round (a table often holds only
 * USD→CNY). null when the table has neither.
 */
async function inCreditCurrency(rates: RateBook, party: Terms, { currency, amount }: Owed): Promise<string | null> {
  const { officeCode, creditCurrency } = party;
  const direct = await rates(officeCode, currency, creditCurrency);
  if (direct) return convertAmount(amount, direct);
  const inverse = await rates(officeCode, creditCurrency, currency);
  return inverse ? divideDecimals(amount, inverse, 2) : null;
}

/** Today's rates of an office and pair, each read once per call however many parties need it. */
type RateBook = (officeCode: string, from: string, to: string) => Promise<string | null>;
function rateBook(db: DbOrTx): RateBook {
  const read = new Map<string, Promise<string | null>>();
  return (officeCode, fromCurrency, toCurrency) => {
    const key = `${officeCode} ${fromCurrency} ${toCurrency}`;
    let rate = read.get(key);
    if (!rate) {
      rate = rateOn(db, { officeCode, fromCurrency, toCurrency }, utcToday()).then((found) => found?.rate ?? null);
      read.set(key, rate);
    }
    return rate;
  };
}

/**
 * What is owed, in the party's credit currency. An amount in a currency the table has no rate for
 * is left out rather than guessed (docs/decisions.md, issue 17 "Credit").
 */
async function exposureOf(rates: RateBook, party: Terms, owed: readonly Owed[]): Promise<string> {
  let exposure = '0.00';
  for (const item of owed) {
    const converted = await inCreditCurrency(rates, party, item);
    if (converted !== null) exposure = addDecimals(exposure, converted);
  }
  return exposure;
}

const isOver = (limit: string | null, exposure: string) => limit !== null && compareDecimals(exposure, limit) > 0;

/**
 * spec §6: the parties among `partyIds` that are over their credit limit (the job card's and job
 * list's flag). Parties without a limit are not looked at.
 */
export async function partiesOverCredit(db: DbOrTx, partyIds: readonly number[]): Promise<Set<number>> {
  const limited = await findCreditTerms(db, [...new Set(partyIds)], { limited: true });
  const owed = await findOpenReceivables(
    db,
    limited.map((party) => party.id),
  );
  const over = new Set<number>();
  const rates = rateBook(db);
  for (const party of limited) {
    const exposure = await exposureOf(
      rates,
      party,
      owed.filter((o) => o.partyId === party.id),
    );
    if (isOver(party.creditLimit, exposure)) over.add(party.id);
  }
  return over;
}

/**
 * One party's credit; `adding` is what a new invoice would add to what it owes (the invoice
 * confirmation asks whether the party would be over its limit with it).
 */
export async function creditOf(
  db: DbOrTx,
  partyId: number,
  adding: readonly Owed[] = [],
): Promise<PartyCredit | undefined> {
  const [party] = await findCreditTerms(db, [partyId], { limited: false });
  if (!party) return undefined;
  const exposure = await exposureOf(rateBook(db), party, [...(await findOpenReceivables(db, [partyId])), ...adding]);
  return {
    partyId,
    name: party.name,
    limit: party.creditLimit,
    currency: party.creditCurrency,
    exposure,
    overCredit: isOver(party.creditLimit, exposure),
    blacklisted: party.blacklisted,
    blacklistReason: party.blacklistReason,
  };
}
