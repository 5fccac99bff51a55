import { ENTITY_NAMES, type TPage } from '@apex/shared';
import type {
  TChargeCode,
  ZChargeCodeListQuery,
  ZCreateChargeCodeRequest,
  ZUpdateChargeCodeRequest,
} from '@apex/shared/master';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import { deleteUnlessInUse } from '../../platform/db/delete-unless-in-use';
import { asDuplicate } from '../../platform/db/pg-errors';
import { inUse, notFound } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import {
  type ChargeCodeRow,
  countSchemeLinesOf,
  deleteChargeCodeRow,
  findChargeCodeById,
  findChargeCodePage,
  insertChargeCode,
  updateChargeCodeRow,
} from './queries';

const toChargeCode = (row: ChargeCodeRow): TChargeCode => ({
  ...row,
  category: row.category as TChargeCode['category'],
  defaultUnit: row.defaultUnit as TChargeCode['defaultUnit'],
  jobTypes: row.jobTypes as TChargeCode['jobTypes'],
  updatedAt: row.updatedAt.toISOString(),
});

export async function findChargeCodes(
  { db }: ServiceContext,
  query: z.output<typeof ZChargeCodeListQuery>,
): Promise<TPage<TChargeCode>> {
  const page = await findChargeCodePage(db, query);
  return { rows: page.rows.map(toChargeCode), total: page.total };
}

export async function getChargeCode({ db }: ServiceContext, id: number): Promise<TChargeCode> {
  const row = await findChargeCodeById(db, id);
  if (!row) throw notFound(ENTITY_NAMES.chargeCode, id);
  return toChargeCode(row);
}

/** Creates a charge code with its audit row in the caller's transaction (the create route, the Excel import). */
export async function addChargeCode(tx: Tx, input: z.output<typeof ZCreateChargeCodeRequest>, actor: AuditActor) {
  const id = await insertChargeCode(tx, { ...input, createdBy: actor.account }).catch(
    asDuplicate(ENTITY_NAMES.chargeCode, input.code),
  );
  await writeAudit(tx, actor, {
    action: 'chargeCode.created',
    entity: 'chargeCode',
    entityId: id,
    key: input.code,
    detail: input,
  });
  return id;
}

export async function createChargeCode(
  ctx: ServiceContext,
  { input, actor }: { input: z.output<typeof ZCreateChargeCodeRequest>; actor: AuditActor },
): Promise<TChargeCode> {
  const id = await ctx.db.transaction((tx) => addChargeCode(tx, input, actor));
  return getChargeCode(ctx, id);
}

export async function updateChargeCode(
  ctx: ServiceContext,
  { id, input, actor }: { id: number; input: z.output<typeof ZUpdateChargeCodeRequest>; actor: AuditActor },
): Promise<TChargeCode> {
  const before = await getChargeCode(ctx, id);
  const { version, ...values } = input;
  await ctx.db.transaction(async (tx) => {
    await updateChargeCodeRow(tx, { id, version, by: actor.account, entity: ENTITY_NAMES.chargeCode }, values);
    await writeAudit(tx, actor, {
      action: 'chargeCode.updated',
      entity: 'chargeCode',
      entityId: id,
      key: before.code,
      detail: { code: before.code, changes: changedFields(before, values) },
    });
  });
  return getChargeCode(ctx, id);
}

/** A code that a charge scheme uses stays; disabling it keeps it off new lines instead. */
export async function deleteChargeCode(
  ctx: ServiceContext,
  { id, version, actor }: { id: number; version: number; actor: AuditActor },
): Promise<void> {
  const chargeCode = await getChargeCode(ctx, id);
  await deleteUnlessInUse(ctx.db, {
    countReferences: (db) => countSchemeLinesOf(db, id),
    inUse: (count) => inUse(ENTITY_NAMES.chargeCode, chargeCode.code, count, ENTITY_NAMES.chargeSchemeLines),
    remove: async (tx) => {
      await deleteChargeCodeRow(tx, { id, version, entity: ENTITY_NAMES.chargeCode });
      await writeAudit(tx, actor, {
        action: 'chargeCode.deleted',
        entity: 'chargeCode',
        entityId: id,
        key: chargeCode.code,
        detail: { code: chargeCode.code },
      });
    },
  });
}
