import type { CURRENCY_SORT_FIELDS, EXCHANGE_RATE_SORT_FIELDS } from '@apex/shared/master';
import { and, count, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { currencies, exchangeRates } from '../../db/schema';
import { findPage, keywordFilter, type ListSort, type PageQuery } from '../../platform/db/paging';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../platform/db/versioned-rows';

type CurrencySortField = (typeof CURRENCY_SORT_FIELDS)[number];
type RateSortField = (typeof EXCHANGE_RATE_SORT_FIELDS)[number];

const currencyColumns = {
  id: currencies.id,
  currencyCode: currencies.currencyCode,
  nameEn: currencies.nameEn,
  nameCn: currencies.nameCn,
  decimals: currencies.decimals,
  enabled: currencies.enabled,
  version: currencies.version,
  updatedAt: currencies.updatedAt,
  updatedBy: currencies.updatedBy,
};
export type CurrencyRow = NonNullable<Awaited<ReturnType<typeof findCurrencyById>>>;

const CURRENCY_SORT: ListSort<CurrencySortField> = {
  columns: { currencyCode: currencies.currencyCode, nameEn: currencies.nameEn, updatedAt: currencies.updatedAt },
  fallback: 'currencyCode',
  id: currencies.id,
};

/** About 170 rows: a plain scan serves the keyword. */
export function findCurrencyPage(
  db: DbOrTx,
  q: PageQuery<CurrencySortField> & { keyword?: string; enabled?: boolean },
) {
  const where = and(
    keywordFilter(
      sql`(${currencies.currencyCode} || ' ' || ${currencies.nameEn} || ' ' || ${currencies.nameCn})`,
      q.keyword,
    ),
    q.enabled === undefined ? undefined : eq(currencies.enabled, q.enabled),
  );
  const matches = db.select({ count: count() }).from(currencies).where(where);
  return findPage(db.select(currencyColumns).from(currencies).where(where).$dynamic(), matches, q, CURRENCY_SORT);
}

export async function findCurrencyById(db: DbOrTx, id: number) {
  const [row] = await db.select(currencyColumns).from(currencies).where(eq(currencies.id, id));
  return row;
}

export const updateCurrencyRow = (db: DbOrTx, target: VersionedTarget, values: { nameCn: string; enabled: boolean }) =>
  updateVersioned(db, currencies, target, values);

/** Which of `codes` are enabled currencies. */
export async function enabledCurrencies(db: DbOrTx, codes: string[]) {
  const rows = await db
    .select({ code: currencies.currencyCode })
    .from(currencies)
    .where(and(inArray(currencies.currencyCode, codes), eq(currencies.enabled, true)));
  return new Set(rows.map((r) => r.code));
}

const rateColumns = {
  id: exchangeRates.id,
  officeCode: exchangeRates.officeCode,
  fromCurrency: exchangeRates.fromCurrency,
  toCurrency: exchangeRates.toCurrency,
  rate: exchangeRates.rate,
  effectiveDate: exchangeRates.effectiveDate,
  version: exchangeRates.version,
  updatedAt: exchangeRates.updatedAt,
  updatedBy: exchangeRates.updatedBy,
};
export type RateRow = NonNullable<Awaited<ReturnType<typeof findRateById>>>;

const RATE_SORT: ListSort<RateSortField> = {
  columns: {
    effectiveDate: exchangeRates.effectiveDate,
    fromCurrency: exchangeRates.fromCurrency,
    toCurrency: exchangeRates.toCurrency,
    officeCode: exchangeRates.officeCode,
    updatedAt: exchangeRates.updatedAt,
  },
  fallback: 'effectiveDate',
  id: exchangeRates.id,
};

interface RateFilter {
  /** The caller's offices: rates belong to their office and are read there only. */
  offices: readonly string[];
  keyword?: string;
  officeCode?: string;
  currency?: string;
  dateFrom?: string;
  dateTo?: string;
}

export function findRatePage(db: DbOrTx, q: PageQuery<RateSortField> & RateFilter) {
  const where = and(
    inArray(exchangeRates.officeCode, [...q.offices]),
    // A few thousand rows per office and year: a plain scan serves the keyword.
    keywordFilter(
      sql`(${exchangeRates.officeCode} || ' ' || ${exchangeRates.fromCurrency} || '/' || ${exchangeRates.toCurrency})`,
      q.keyword,
    ),
    q.officeCode ? eq(exchangeRates.officeCode, q.officeCode.toUpperCase()) : undefined,
    q.currency ? or(eq(exchangeRates.fromCurrency, q.currency), eq(exchangeRates.toCurrency, q.currency)) : undefined,
    q.dateFrom ? gte(exchangeRates.effectiveDate, q.dateFrom) : undefined,
    q.dateTo ? lte(exchangeRates.effectiveDate, q.dateTo) : undefined,
  );
  const matches = db.select({ count: count() }).from(exchangeRates).where(where);
  // The newest rates first unless the caller sorts otherwise.
  const sorted = { ...q, sortOrder: q.sortOrder ?? (q.sortField ? undefined : ('descend' as const)) };
  return findPage(db.select(rateColumns).from(exchangeRates).where(where).$dynamic(), matches, sorted, RATE_SORT);
}

export async function findRateById(db: DbOrTx, id: number) {
  const [row] = await db.select(rateColumns).from(exchangeRates).where(eq(exchangeRates.id, id));
  return row;
}

export interface RateKey {
  officeCode: string;
  fromCurrency: string;
  toCurrency: string;
}

export async function insertRate(
  db: DbOrTx,
  values: RateKey & { rate: string; effectiveDate: string; createdBy: string },
) {
  const [row] = await db
    .insert(exchangeRates)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: exchangeRates.id });
  return row!.id;
}

export const updateRateRow = (db: DbOrTx, target: VersionedTarget, values: { rate: string; effectiveDate: string }) =>
  updateVersioned(db, exchangeRates, target, values);

export const deleteRateRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) =>
  deleteVersioned(db, exchangeRates, target);

/** The latest rate of the office and pair effective on or before `date` (one index probe). */
export async function findRateOn(db: DbOrTx, key: RateKey, date: string) {
  const [row] = await db
    .select({ rate: exchangeRates.rate, effectiveDate: exchangeRates.effectiveDate })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.officeCode, key.officeCode),
        eq(exchangeRates.fromCurrency, key.fromCurrency),
        eq(exchangeRates.toCurrency, key.toCurrency),
        lte(exchangeRates.effectiveDate, date),
      ),
    )
    .orderBy(desc(exchangeRates.effectiveDate))
    .limit(1);
  return row ?? null;
}
