import { ENTITY_NAMES, type TPage } from '@apex/shared';
import type { TCurrency, ZCurrencyListQuery, ZUpdateCurrencyRequest } from '@apex/shared/master';
import type { z } from 'zod';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import { notFound } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { type CurrencyRow, findCurrencyById, findCurrencyPage, updateCurrencyRow } from './queries';

const toCurrency = (row: CurrencyRow): TCurrency => ({ ...row, updatedAt: row.updatedAt.toISOString() });

export async function findCurrencies(
  { db }: ServiceContext,
  query: z.output<typeof ZCurrencyListQuery>,
): Promise<TPage<TCurrency>> {
  const page = await findCurrencyPage(db, query);
  return { rows: page.rows.map(toCurrency), total: page.total };
}

export async function getCurrency({ db }: ServiceContext, id: number): Promise<TCurrency> {
  const row = await findCurrencyById(db, id);
  if (!row) throw notFound(ENTITY_NAMES.currency, id);
  return toCurrency(row);
}

/**
 * Switches a currency on or off, or names it in Chinese. Rates already kept in a disabled currency
 * stay (charges of past jobs were converted by them); new rates need both currencies enabled.
 */
export async function updateCurrency(
  ctx: ServiceContext,
  { id, input, actor }: { id: number; input: z.output<typeof ZUpdateCurrencyRequest>; actor: AuditActor },
): Promise<TCurrency> {
  const before = await getCurrency(ctx, id);
  const { version, ...values } = input;
  await ctx.db.transaction(async (tx) => {
    await updateCurrencyRow(tx, { id, version, by: actor.account, entity: ENTITY_NAMES.currency }, values);
    await writeAudit(tx, actor, {
      action: 'currency.updated',
      entity: 'currency',
      entityId: id,
      key: before.currencyCode,
      detail: { currencyCode: before.currencyCode, changes: changedFields(before, values) },
    });
  });
  return getCurrency(ctx, id);
}
