import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import { calendarDate, code, text, ZPageQuery, ZVersion } from '../api/paging';
import { recordRoutes } from '../api/record-routes';
import { defineRoute, needs } from '../api/route';
import { excelImportRoute } from '../files/excel-import';
import { currencyCode } from './currencies';

/**
 * A rate as decimal text (never a float): up to 10 digits before the point and 8 after, above 0.
 * The database keeps it as numeric(18, 8).
 */
const RATE_PATTERN = /^(?=.*[1-9])\d{1,10}(\.\d{1,8})?$/;
const rate = z.string().trim().regex(RATE_PATTERN);

/** One unit of `fromCurrency` is worth `rate` units of `toCurrency` at `officeCode` from `effectiveDate` on. */
const ZExchangeRate = z.object({
  id: z.number().int(),
  officeCode: z.string(),
  fromCurrency: z.string(),
  toCurrency: z.string(),
  rate: z.string(),
  effectiveDate: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type TExchangeRate = z.infer<typeof ZExchangeRate>;

const rateFields = { rate, effectiveDate: calendarDate };

/** An office by its code, upper-cased. */
const officeCode = code(10);

function twoCurrencies(r: { fromCurrency: string; toCurrency: string }, ctx: z.RefinementCtx) {
  if (r.fromCurrency === r.toCurrency) addMessageIssue(ctx, ['toCurrency'], 'exchangeRate.sameCurrency');
}

export const ZCreateExchangeRateRequest = z
  .object({
    officeCode,
    fromCurrency: currencyCode,
    toCurrency: currencyCode,
    ...rateFields,
  })
  .superRefine(twoCurrencies);

/** The office and the pair are the rate's identity; a change of them is a new rate. */
export const ZUpdateExchangeRateRequest = z.object({ version: ZVersion, ...rateFields });

export const EXCHANGE_RATE_SORT_FIELDS = [
  'effectiveDate',
  'fromCurrency',
  'toCurrency',
  'officeCode',
  'updatedAt',
] as const;
export const ZExchangeRateListQuery = ZPageQuery.extend({
  /** Part of "OFFICE FROM/TO", e.g. USD/CNY. */
  keyword: text(20).optional(),
  officeCode: text(10).optional(),
  /** Either side of the pair. */
  currency: currencyCode.optional(),
  dateFrom: calendarDate.optional(),
  dateTo: calendarDate.optional(),
  sortField: z.enum(EXCHANGE_RATE_SORT_FIELDS).optional(),
});

export const ZRateLookupQuery = z.object({
  officeCode,
  fromCurrency: currencyCode,
  toCurrency: currencyCode,
  date: calendarDate,
});

/** The rate in force: the latest one effective on or before the date; none when there is none. */
const ZRateLookup = z.object({ rate: z.string(), effectiveDate: z.string() }).nullable();
export type TRateLookup = z.infer<typeof ZRateLookup>;

export const exchangeRateRoutes = {
  ...recordRoutes({
    path: '/sys/exchangeRates',
    tag: 'exchangeRates',
    view: '/exchangeRate/list',
    edit: '/exchangeRate/edit',
    row: ZExchangeRate,
    query: ZExchangeRateListQuery,
    create: ZCreateExchangeRateRequest,
    update: ZUpdateExchangeRateRequest,
    plural: 'Exchange rates',
    singular: 'exchange rate',
    createRule: 'one per office, pair and effective date',
  }),
  import: excelImportRoute({
    path: '/sys/exchangeRates',
    tag: 'exchangeRates',
    edit: '/exchangeRate/edit',
    template: 'exchangeRates',
    plural: 'exchange rates',
  }),
  lookup: defineRoute({
    method: 'GET',
    path: '/sys/exchangeRates/lookup',
    access: needs('/exchangeRate/list'),
    summary: 'The rate of an office and pair on a date: the latest effective on or before it',
    tag: 'exchangeRates',
    query: ZRateLookupQuery,
    response: ZRateLookup,
  }),
};
