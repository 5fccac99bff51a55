import { ENTITY_NAMES, type TPage } from '@apex/shared';
import type {
  TExchangeRate,
  TRateLookup,
  ZCreateExchangeRateRequest,
  ZExchangeRateListQuery,
  ZRateLookupQuery,
  ZUpdateExchangeRateRequest,
} from '@apex/shared/master';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client';
import { writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import { type Caller, checkOwnOffice } from '../../platform/auth/caller';
import { asDuplicate, isForeignKeyViolation } from '../../platform/db/pg-errors';
import { invalidField, notFound, unknownReference } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import {
  deleteRateRow,
  enabledCurrencies,
  findRateById,
  findRateOn,
  findRatePage,
  insertRate,
  type RateKey,
  type RateRow,
  updateRateRow,
} from './queries';

const toRate = (row: RateRow): TExchangeRate => ({ ...row, updatedAt: row.updatedAt.toISOString() });
const rateName = (r: RateKey & { effectiveDate: string }) =>
  `${r.officeCode} ${r.fromCurrency}/${r.toCurrency} ${r.effectiveDate}`;

/**
 * The rate that converts `fromCurrency` into `toCurrency` at an office on a date: the latest one
 * effective on or before that date, or null when the office has none that early. A currency
 * converts into itself at 1. Charges and invoices call this.
 */
export async function rateOn(db: DbOrTx, key: RateKey, date: string): Promise<TRateLookup> {
  if (key.fromCurrency === key.toCurrency) return { rate: '1', effectiveDate: date };
  return findRateOn(db, key, date);
}

/** A rate of an office the caller does not work for is asked for in vain, as one that does not exist. */
export function lookUpRate(
  { db }: ServiceContext,
  { date, ...key }: z.output<typeof ZRateLookupQuery>,
  caller: Caller,
) {
  checkOwnOffice(caller, key.officeCode, 'query.officeCode');
  return rateOn(db, key, date);
}

/** The filter of every list and export of rates: the caller's offices only. */
export const ratesOfCaller = <Q extends object>(query: Q, caller: Caller) => ({
  ...query,
  offices: [...caller.offices],
});

export async function findRates(
  { db }: ServiceContext,
  query: z.output<typeof ZExchangeRateListQuery>,
  caller: Caller,
): Promise<TPage<TExchangeRate>> {
  const page = await findRatePage(db, ratesOfCaller(query, caller));
  return { rows: page.rows.map(toRate), total: page.total };
}

/** Another office's rate answers 404, as another office's job does. */
export async function getRate({ db }: ServiceContext, id: number, caller: Caller): Promise<TExchangeRate> {
  const row = await findRateById(db, id);
  if (!row || !caller.offices.has(row.officeCode)) throw notFound(ENTITY_NAMES.exchangeRate, id);
  return toRate(row);
}

/** New rates are in enabled currencies only. */
async function checkCurrencies(db: DbOrTx, { fromCurrency, toCurrency }: RateKey) {
  const enabled = await enabledCurrencies(db, [fromCurrency, toCurrency]);
  for (const [field, code] of [
    ['body.fromCurrency', fromCurrency],
    ['body.toCurrency', toCurrency],
  ] as const)
    if (!enabled.has(code)) throw invalidField(field, 'exchangeRate.disabledCurrency', { code });
}

/** Creates a rate with its audit row in the caller's transaction (the create route, the Excel import). */
export async function addRate(tx: Tx, input: z.output<typeof ZCreateExchangeRateRequest>, actor: Caller) {
  checkOwnOffice(actor, input.officeCode, 'body.officeCode');
  await checkCurrencies(tx, input);
  const id = await insertRate(tx, { ...input, createdBy: actor.account }).catch((error: unknown) => {
    // The currencies were checked above, so a missing reference is the office.
    if (isForeignKeyViolation(error)) throw unknownReference('body.officeCode', ENTITY_NAMES.office, input.officeCode);
    return asDuplicate(ENTITY_NAMES.exchangeRate, rateName(input))(error);
  });
  await writeAudit(tx, actor, {
    action: 'exchangeRate.created',
    entity: 'exchangeRate',
    entityId: id,
    key: rateName(input),
    detail: input,
  });
  return id;
}

export async function createRate(
  ctx: ServiceContext,
  { input, actor }: { input: z.output<typeof ZCreateExchangeRateRequest>; actor: Caller },
): Promise<TExchangeRate> {
  const id = await ctx.db.transaction((tx) => addRate(tx, input, actor));
  return getRate(ctx, id, actor);
}

/** The rate and its date may change; the office and pair are its identity. */
export async function updateRate(
  ctx: ServiceContext,
  { id, input, actor }: { id: number; input: z.output<typeof ZUpdateExchangeRateRequest>; actor: Caller },
): Promise<TExchangeRate> {
  const before = await getRate(ctx, id, actor);
  const { version, ...values } = input;
  await ctx.db
    .transaction(async (tx) => {
      await updateRateRow(tx, { id, version, by: actor.account, entity: ENTITY_NAMES.exchangeRate }, values);
      await writeAudit(tx, actor, {
        action: 'exchangeRate.updated',
        entity: 'exchangeRate',
        entityId: id,
        key: rateName(before),
        detail: { rate: rateName(before), changes: changedFields(before, values) },
      });
    })
    .catch(asDuplicate(ENTITY_NAMES.exchangeRate, rateName({ ...before, ...values })));
  return getRate(ctx, id, actor);
}

export async function deleteRate(
  ctx: ServiceContext,
  { id, version, actor }: { id: number; version: number; actor: Caller },
): Promise<void> {
  const rate = await getRate(ctx, id, actor);
  await ctx.db.transaction(async (tx) => {
    await deleteRateRow(tx, { id, version, entity: ENTITY_NAMES.exchangeRate });
    await writeAudit(tx, actor, {
      action: 'exchangeRate.deleted',
      entity: 'exchangeRate',
      entityId: id,
      key: rateName(rate),
      detail: { rate: rateName(rate), value: rate.rate },
    });
  });
}
