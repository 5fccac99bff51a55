import { z } from 'zod';
import { queryFlag, text, ZIdParams, ZPage, ZPageQuery, ZVersion } from '../api/paging';
import { defineRoute, FILE_RESPONSE, needs } from '../api/route';

/** An ISO 4217 currency (seeded from currency-codes); only enabled ones are offered on charges and rates. */
const ZCurrency = z.object({
  id: z.number().int(),
  currencyCode: z.string(),
  nameEn: z.string(),
  nameCn: z.string(),
  /** Minor-unit digits (JPY 0, USD 2, KWD 3). */
  decimals: z.number().int(),
  enabled: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type TCurrency = z.infer<typeof ZCurrency>;

/** An ISO 4217 alphabetic code, upper-cased. */
export const currencyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/)
  .transform((s) => s.toUpperCase());

/** Codes, names and decimals are ISO's; a user names the currency in Chinese and switches it on or off. */
export const ZUpdateCurrencyRequest = z.object({
  version: ZVersion,
  nameCn: text(60).default(''),
  enabled: z.boolean(),
});

export const CURRENCY_SORT_FIELDS = ['currencyCode', 'nameEn', 'updatedAt'] as const;
export const ZCurrencyListQuery = ZPageQuery.extend({
  keyword: text(60).optional(),
  enabled: queryFlag.optional(),
  sortField: z.enum(CURRENCY_SORT_FIELDS).optional(),
});

const tag = 'currencies';
export const currencyRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/sys/currencies',
    access: needs('/currency/list'),
    summary: 'Currencies, paged',
    tag,
    query: ZCurrencyListQuery,
    response: ZPage(ZCurrency),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/sys/currencies/export',
    access: needs('/currency/list'),
    summary: 'Currencies as an Excel workbook, filtered and sorted as the list',
    tag,
    query: ZCurrencyListQuery.omit({ page: true, pageSize: true }),
    response: FILE_RESPONSE,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/sys/currencies/:id',
    access: needs('/currency/list'),
    summary: 'One currency',
    tag,
    params: ZIdParams,
    response: ZCurrency,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/sys/currencies/:id',
    access: needs('/currency/edit'),
    summary: 'Enables or disables a currency, or names it in Chinese (optimistic concurrency on version)',
    tag,
    params: ZIdParams,
    body: ZUpdateCurrencyRequest,
    response: ZCurrency,
  }),
};
