import { ENTITY_NAMES, type TPage } from '@apex/shared';
import type {
  TChargeScheme,
  ZChargeSchemeListQuery,
  ZCreateChargeSchemeRequest,
  ZUpdateChargeSchemeRequest,
} from '@apex/shared/master';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import { asDuplicate } from '../../platform/db/pg-errors';
import { notFound } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import {
  type ChargeSchemeLineRow,
  type ChargeSchemeRow,
  deleteChargeSchemeRow,
  findChargeSchemeById,
  findChargeSchemePage,
  findLinesOfSchemes,
  insertChargeScheme,
  replaceSchemeLines,
  updateChargeSchemeRow,
} from './queries';
import { lineAsInput, resolveSchemeLines } from './scheme-lines';

/** The schemes with their lines (read for all of them at once). */
export async function withLines(db: DbOrTx, rows: ChargeSchemeRow[]): Promise<TChargeScheme[]> {
  const lines = await findLinesOfSchemes(
    db,
    rows.map((r) => r.id),
  );
  const bySchemeId = new Map<number, ChargeSchemeLineRow[]>();
  for (const line of lines) {
    const ofScheme = bySchemeId.get(line.schemeId);
    if (ofScheme) ofScheme.push(line);
    else bySchemeId.set(line.schemeId, [line]);
  }
  return rows.map((row) => ({
    ...row,
    jobType: row.jobType as TChargeScheme['jobType'],
    updatedAt: row.updatedAt.toISOString(),
    lines: (bySchemeId.get(row.id) ?? []).map(({ schemeId: _, ...line }) => line as TChargeScheme['lines'][number]),
  }));
}

export async function findChargeSchemes(
  { db }: ServiceContext,
  query: z.output<typeof ZChargeSchemeListQuery>,
): Promise<TPage<TChargeScheme>> {
  const page = await findChargeSchemePage(db, query);
  return { rows: await withLines(db, page.rows), total: page.total };
}

export async function getChargeScheme({ db }: ServiceContext, id: number): Promise<TChargeScheme> {
  const row = await findChargeSchemeById(db, id);
  if (!row) throw notFound(ENTITY_NAMES.chargeScheme, id);
  const [scheme] = await withLines(db, [row]);
  return scheme!;
}

/**
 * A scheme with its lines, each line's charge code valid for the scheme's job type, and its audit
 * row, in the caller's transaction (the create route, the Excel import).
 */
export async function addChargeScheme(tx: Tx, input: z.output<typeof ZCreateChargeSchemeRequest>, actor: AuditActor) {
  const { lines, ...values } = input;
  const rows = await resolveSchemeLines(tx, values.jobType, lines);
  const id = await insertChargeScheme(tx, { ...values, createdBy: actor.account }).catch(
    asDuplicate(ENTITY_NAMES.chargeScheme, input.schemeNo),
  );
  await replaceSchemeLines(tx, id, rows);
  await writeAudit(tx, actor, {
    action: 'chargeScheme.created',
    entity: 'chargeScheme',
    entityId: id,
    key: input.schemeNo,
    detail: input,
  });
  return id;
}

export async function createChargeScheme(
  ctx: ServiceContext,
  { input, actor }: { input: z.output<typeof ZCreateChargeSchemeRequest>; actor: AuditActor },
): Promise<TChargeScheme> {
  const id = await ctx.db.transaction((tx) => addChargeScheme(tx, input, actor));
  return getChargeScheme(ctx, id);
}

export async function updateChargeScheme(
  ctx: ServiceContext,
  { id, input, actor }: { id: number; input: z.output<typeof ZUpdateChargeSchemeRequest>; actor: AuditActor },
): Promise<TChargeScheme> {
  const before = await getChargeScheme(ctx, id);
  const { version, lines, ...values } = input;
  await ctx.db.transaction(async (tx) => {
    const rows = await resolveSchemeLines(tx, values.jobType, lines);
    await updateChargeSchemeRow(tx, { id, version, by: actor.account, entity: ENTITY_NAMES.chargeScheme }, values);
    await replaceSchemeLines(tx, id, rows);
    await writeAudit(tx, actor, {
      action: 'chargeScheme.updated',
      entity: 'chargeScheme',
      entityId: id,
      key: before.schemeNo,
      detail: {
        schemeNo: before.schemeNo,
        changes: changedFields({ ...before, lines: before.lines.map(lineAsInput) }, { ...values, lines }),
      },
    });
  });
  return getChargeScheme(ctx, id);
}

/** Jobs copy a scheme's lines when it is applied, so deleting a scheme leaves their charges alone. */
export async function deleteChargeScheme(
  ctx: ServiceContext,
  { id, version, actor }: { id: number; version: number; actor: AuditActor },
): Promise<void> {
  const scheme = await getChargeScheme(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await deleteChargeSchemeRow(tx, { id, version, entity: ENTITY_NAMES.chargeScheme });
    await writeAudit(tx, actor, {
      action: 'chargeScheme.deleted',
      entity: 'chargeScheme',
      entityId: id,
      key: scheme.schemeNo,
      detail: { schemeNo: scheme.schemeNo },
    });
  });
}
