import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, unique, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { offices } from './organisation';

/** ISO 4217 currencies (currency-codes); only enabled ones are offered on rates and charges. */
export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  currencyCode: varchar('currency_code', { length: 3 }).notNull().unique(),
  nameEn: varchar('name_en', { length: 60 }).notNull(),
  nameCn: varchar('name_cn', { length: 60 }).notNull().default(''),
  decimals: integer('decimals').notNull().default(2),
  enabled: boolean('enabled').notNull().default(false),
  ...auditColumns,
});

/**
 * A rate of an office from a date on: one unit of `from` is worth `rate` units of `to`. Numeric,
 * never float, so that 7.12345678 stays exactly that; one rate per office, pair and day.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    officeCode: varchar('office_code', { length: 10 })
      .notNull()
      .references(() => offices.officeCode),
    fromCurrency: varchar('from_currency', { length: 3 })
      .notNull()
      .references(() => currencies.currencyCode),
    toCurrency: varchar('to_currency', { length: 3 })
      .notNull()
      .references(() => currencies.currencyCode),
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    ...auditColumns,
  },
  (t) => [
    // Also the index of the lookup: office and pair, then the latest date on or before the day asked.
    unique('exchange_rates_office_pair_date_uq').on(t.officeCode, t.fromCurrency, t.toCurrency, t.effectiveDate),
    index('exchange_rates_date_idx').on(t.effectiveDate),
    check('exchange_rates_positive', sql`${t.rate} > 0`),
    check('exchange_rates_two_currencies', sql`${t.fromCurrency} <> ${t.toCurrency}`),
  ],
);
