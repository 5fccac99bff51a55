import { ENTITY_NAMES, type TPage } from '@apex/shared';
import type {
  TSystemCodeType,
  ZCreateSystemCodeTypeRequest,
  ZSystemCodeTypeListQuery,
  ZUpdateSystemCodeTypeRequest,
} from '@apex/shared/master';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import { deleteUnlessInUse } from '../../platform/db/delete-unless-in-use';
import { asDuplicate } from '../../platform/db/pg-errors';
import { badRequest, inUse, notFound } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import {
  type CodeTypeRow,
  countItemsOfType,
  deleteCodeTypeRow,
  findCodeTypeById,
  findCodeTypePage,
  insertCodeType,
  lockCodeType,
  updateCodeTypeRow,
} from './type-queries';

const entity = ENTITY_NAMES.systemCodeType;
const toCodeType = (row: CodeTypeRow): TSystemCodeType => ({ ...row, updatedAt: row.updatedAt.toISOString() });

export async function findCodeTypes(
  { db }: ServiceContext,
  query: z.output<typeof ZSystemCodeTypeListQuery>,
): Promise<TPage<TSystemCodeType>> {
  const page = await findCodeTypePage(db, query);
  return { rows: page.rows.map(toCodeType), total: page.total };
}

export async function getCodeType({ db }: ServiceContext, id: number): Promise<TSystemCodeType> {
  const row = await findCodeTypeById(db, id);
  if (!row) throw notFound(entity, id);
  return toCodeType(row);
}

/**
 * A type added by an administrator is never locked: only the product's own types are. Creates it
 * with its audit row in the caller's transaction (the create route, the Excel import).
 */
export async function addCodeType(tx: Tx, input: z.output<typeof ZCreateSystemCodeTypeRequest>, actor: AuditActor) {
  const id = await insertCodeType(tx, { ...input, createdBy: actor.account }).catch(
    asDuplicate(entity, input.codeType),
  );
  await writeAudit(tx, actor, {
    action: 'systemCodeType.created',
    entity: 'systemCodeType',
    entityId: id,
    key: input.codeType,
    detail: input,
  });
  return id;
}

export async function createCodeType(
  ctx: ServiceContext,
  { input, actor }: { input: z.output<typeof ZCreateSystemCodeTypeRequest>; actor: AuditActor },
): Promise<TSystemCodeType> {
  const id = await ctx.db.transaction((tx) => addCodeType(tx, input, actor));
  return getCodeType(ctx, id);
}

/** Names only: the type code is what items and screens refer to. */
export async function updateCodeType(
  ctx: ServiceContext,
  { id, input, actor }: { id: number; input: z.output<typeof ZUpdateSystemCodeTypeRequest>; actor: AuditActor },
): Promise<TSystemCodeType> {
  const before = await getCodeType(ctx, id);
  const { version, ...names } = input;
  await ctx.db.transaction(async (tx) => {
    await updateCodeTypeRow(tx, { id, version, by: actor.account, entity }, names);
    await writeAudit(tx, actor, {
      action: 'systemCodeType.updated',
      entity: 'systemCodeType',
      entityId: id,
      key: before.codeType,
      detail: { codeType: before.codeType, changes: changedFields(before, names) },
    });
  });
  return getCodeType(ctx, id);
}

/** The product's types stay; another goes only once it has no items (delete or move them first). */
export async function deleteCodeType(
  ctx: ServiceContext,
  { id, version, actor }: { id: number; version: number; actor: AuditActor },
): Promise<void> {
  const { codeType, locked } = await getCodeType(ctx, id);
  if (locked) throw badRequest('systemCodeType.locked', { codeType });
  await deleteUnlessInUse(ctx.db, {
    countReferences: async (db) => {
      await lockCodeType(db, codeType, 'update');
      return countItemsOfType(db, codeType);
    },
    inUse: (count) => inUse(entity, codeType, count, ENTITY_NAMES.systemCodes),
    remove: async (tx) => {
      await deleteCodeTypeRow(tx, { id, version, entity });
      await writeAudit(tx, actor, {
        action: 'systemCodeType.deleted',
        entity: 'systemCodeType',
        entityId: id,
        key: codeType,
        detail: { codeType },
      });
    },
  });
}
