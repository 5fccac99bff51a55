import { ENTITY_NAMES, LOCALES, type TLocale, type TPage } from '@apex/shared';
import {
  placeholdersOf,
  type TUiText,
  type TUiTextOverride,
  type TUiTextOverrideSet,
  type ZCreateUiTextOverrideRequest,
  type ZUiTextListQuery,
  type ZUpdateUiTextOverrideRequest,
} from '@apex/shared/settings';
import type { z } from 'zod';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { asDuplicate } from '../../platform/db/pg-errors';
import { invalidField, notFound } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { type CatalogueText, catalogue, textId } from './catalogue';
import {
  deleteOverrideRow,
  findOverriddenIds,
  findOverrideById,
  findOverridesOf,
  findOverrideTexts,
  insertOverride,
  type OverrideRow,
  overrideVersionOf,
  updateOverrideRow,
} from './queries';

const toOverride = (row: OverrideRow): TUiTextOverride => ({
  id: row.id,
  text: row.text,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

/** The catalogue's texts that pass the list's filters, in key order. */
async function matchingTexts(ctx: ServiceContext, q: z.output<typeof ZUiTextListQuery>): Promise<CatalogueText[]> {
  let texts = catalogue().list;
  if (q.namespace) texts = texts.filter((t) => t.namespace === q.namespace);
  if (q.overridden !== undefined) {
    const overridden = await findOverriddenIds(ctx.db);
    texts = texts.filter((t) => overridden.has(textId(t.namespace, t.key)) === q.overridden);
  }
  if (q.keyword) {
    const needle = q.keyword.toLowerCase();
    const inOverrides = await findOverriddenIds(ctx.db, q.keyword);
    texts = texts.filter((t) => t.haystack.includes(needle) || inOverrides.has(textId(t.namespace, t.key)));
  }
  return texts;
}

/**
 * Every text of the web app with its built-in wording and its overrides, paged. The texts come
 * from the catalogue the server holds (catalogue.ts, a few thousand at most); only the page's
 * overrides are read.
 */
export async function findUiTexts(ctx: ServiceContext, q: z.output<typeof ZUiTextListQuery>): Promise<TPage<TUiText>> {
  const matches = await matchingTexts(ctx, q);
  const page = matches.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
  const ids = page.map((t) => textId(t.namespace, t.key));
  const overrides = await findOverridesOf(ctx.db, ids);
  const rows = page.map((t) => {
    const mine = overrides.filter((o) => o.namespace === t.namespace && o.key === t.key);
    const byLocale = Object.fromEntries(
      LOCALES.map((l) => {
        const found = mine.find((o) => o.locale === l);
        return [l, found ? toOverride(found) : null];
      }),
    ) as TUiText['overrides'];
    return {
      id: textId(t.namespace, t.key),
      namespace: t.namespace,
      key: t.key,
      builtIn: t.builtIn,
      overrides: byLocale,
    };
  });
  return { rows, total: matches.length };
}

/** An override keeps the built-in text's {{placeholders}}, or the app could not fill them in. */
function checkPlaceholders(builtIn: string | undefined, text: string) {
  if (builtIn === undefined) return;
  const wanted = placeholdersOf(builtIn);
  if (JSON.stringify(placeholdersOf(text)) !== JSON.stringify(wanted))
    throw invalidField('text', 'uiText.placeholders', { value: wanted.join(' ') || '—' });
}

async function getOverride(ctx: ServiceContext, id: number) {
  const row = await findOverrideById(ctx.db, id);
  if (!row) throw notFound(ENTITY_NAMES.uiTextOverride, id);
  return row;
}

const builtInOf = (row: { namespace: string; key: string; locale: string }) =>
  catalogue().byId.get(textId(row.namespace, row.key))?.builtIn[row.locale as TLocale];

const describe = (row: { namespace: string; key: string; locale: string }) =>
  ({ namespace: row.namespace, key: row.key, locale: row.locale }) as const;

export async function createUiTextOverride(
  ctx: ServiceContext,
  { input, actor }: { input: z.output<typeof ZCreateUiTextOverrideRequest>; actor: AuditActor },
): Promise<TUiTextOverride> {
  const known = catalogue().byId.get(textId(input.namespace, input.key));
  if (!known) throw invalidField('key', 'uiText.unknownKey', { value: textId(input.namespace, input.key) });
  checkPlaceholders(known.builtIn[input.locale], input.text);
  const id = await ctx.db
    .transaction(async (tx) => {
      const id = await insertOverride(tx, { ...input, createdBy: actor.account });
      await writeAudit(tx, actor, {
        action: 'uiText.overridden',
        entity: 'uiTextOverride',
        entityId: id,
        key: textId(input.namespace, input.key),
        detail: { ...describe(input), text: input.text },
      });
      return id;
    })
    .catch(asDuplicate(ENTITY_NAMES.uiTextOverride, `${textId(input.namespace, input.key)} (${input.locale})`));
  return toOverride(await getOverride(ctx, id));
}

export async function updateUiTextOverride(
  ctx: ServiceContext,
  { id, input, actor }: { id: number; input: z.output<typeof ZUpdateUiTextOverrideRequest>; actor: AuditActor },
): Promise<TUiTextOverride> {
  const before = await getOverride(ctx, id);
  checkPlaceholders(builtInOf(before), input.text);
  await ctx.db.transaction(async (tx) => {
    await updateOverrideRow(
      tx,
      { id, version: input.version, by: actor.account, entity: ENTITY_NAMES.uiTextOverride },
      input.text,
    );
    await writeAudit(tx, actor, {
      action: 'uiText.overrideChanged',
      entity: 'uiTextOverride',
      entityId: id,
      key: textId(before.namespace, before.key),
      detail: { ...describe(before), changes: { text: [before.text, input.text] } },
    });
  });
  return toOverride(await getOverride(ctx, id));
}

/** The text shows its built-in wording again. */
export async function deleteUiTextOverride(
  ctx: ServiceContext,
  { id, version, actor }: { id: number; version: number; actor: AuditActor },
): Promise<void> {
  const before = await getOverride(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await deleteOverrideRow(tx, { id, version, entity: ENTITY_NAMES.uiTextOverride });
    await writeAudit(tx, actor, {
      action: 'uiText.overrideRemoved',
      entity: 'uiTextOverride',
      entityId: id,
      key: textId(before.namespace, before.key),
      detail: { ...describe(before), text: before.text },
    });
  });
}

/**
 * What the app applies over its own texts in one language. A caller that holds the current
 * version gets no texts again, so the check after every start costs one small query.
 */
export async function overridesForApp(
  { db }: ServiceContext,
  { locale, since }: { locale: TLocale; since?: string },
): Promise<TUiTextOverrideSet> {
  const version = await overrideVersionOf(db, locale);
  if (since === version) return { version, texts: null };
  const texts: Record<string, Record<string, string>> = {};
  for (const row of await findOverrideTexts(db, locale)) {
    texts[row.namespace] ??= {};
    texts[row.namespace]![row.key] = row.text;
  }
  return { version, texts };
}
