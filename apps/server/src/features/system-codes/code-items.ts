import { ENTITY_NAMES, type TPage } from '@apex/shared';
import type {
  TSystemCodeItem,
  ZCreateSystemCodeItemRequest,
  ZSystemCodeItemListQuery,
  ZUpdateSystemCodeItemRequest,
} from '@apex/shared/master';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import { asDuplicate } from '../../platform/db/pg-errors';
import { badRequest, inUse, invalidField, notFound } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { countJobsUsingCode } from '../jobs/card/code-use-queries';
import {
  type CodeItemRow,
  deleteCodeItemRow,
  findCodeItemById,
  findCodeItemPage,
  insertCodeItem,
  updateCodeItemRow,
} from './item-queries';
import { lockCodeType } from './type-queries';

const entity = ENTITY_NAMES.systemCode;
const toItem = (row: CodeItemRow): TSystemCodeItem => ({ ...row, updatedAt: row.updatedAt.toISOString() });

export async function findCodeItems(
  { db }: ServiceContext,
  query: z.output<typeof ZSystemCodeItemListQuery>,
): Promise<TPage<TSystemCodeItem>> {
  const page = await findCodeItemPage(db, query);
  return { rows: page.rows.map(toItem), total: page.total };
}

export async function getCodeItem({ db }: ServiceContext, id: number): Promise<TSystemCodeItem> {
  const row = await findCodeItemById(db, id);
  if (!row) throw notFound(entity, id);
  return toItem(row);
}

/**
 * An item joins a type that exists and is not locked; its code is unique within the type. Creates
 * it with its audit row in the caller's transaction (the create route, the Excel import).
 */
export async function addCodeItem(tx: Tx, input: z.output<typeof ZCreateSystemCodeItemRequest>, actor: AuditActor) {
  const { codeType } = input;
  const type = await lockCodeType(tx, codeType, 'share');
  if (!type) throw invalidField('body.codeType', 'systemCode.unknownType', { codeType });
  if (type.locked) throw invalidField('body.codeType', 'systemCode.typeLocked', { codeType });
  const id = await insertCodeItem(tx, { ...input, createdBy: actor.account }).catch(
    asDuplicate(entity, `${codeType}/${input.code}`),
  );
  await writeAudit(tx, actor, {
    action: 'systemCode.created',
    entity: 'systemCode',
    entityId: id,
    key: `${codeType}/${input.code}`,
    detail: input,
  });
  return id;
}

export async function createCodeItem(
  ctx: ServiceContext,
  { input, actor }: { input: z.output<typeof ZCreateSystemCodeItemRequest>; actor: AuditActor },
): Promise<TSystemCodeItem> {
  const id = await ctx.db.transaction((tx) => addCodeItem(tx, input, actor));
  return getCodeItem(ctx, id);
}

/** Names, order and the enabled switch; an item of a locked type stays enabled. */
export async function updateCodeItem(
  ctx: ServiceContext,
  { id, input, actor }: { id: number; input: z.output<typeof ZUpdateSystemCodeItemRequest>; actor: AuditActor },
): Promise<TSystemCodeItem> {
  const before = await getCodeItem(ctx, id);
  const { version, ...values } = input;
  if (before.typeLocked && before.enabled && !values.enabled)
    throw invalidField('body.enabled', 'systemCode.typeLocked', { codeType: before.codeType });
  await ctx.db.transaction(async (tx) => {
    await updateCodeItemRow(tx, { id, version, by: actor.account, entity }, values);
    await writeAudit(tx, actor, {
      action: 'systemCode.updated',
      entity: 'systemCode',
      entityId: id,
      key: `${before.codeType}/${before.code}`,
      detail: { codeType: before.codeType, code: before.code, changes: changedFields(before, values) },
    });
  });
  return getCodeItem(ctx, id);
}

/**
 * Only items administrators added, and not of a locked type: the product's items would come back
 * with the next release, so they are disabled instead. Jobs keep codes as text: an item a job uses
 * is disabled rather than deleted (decisions: Data dictionary).
 */
export async function deleteCodeItem(
  ctx: ServiceContext,
  { id, version, actor }: { id: number; version: number; actor: AuditActor },
): Promise<void> {
  const { codeType, code, systemOwned, typeLocked } = await getCodeItem(ctx, id);
  if (typeLocked) throw badRequest('systemCode.typeLocked', { codeType });
  if (systemOwned) throw badRequest('systemCode.systemOwned', { code: `${codeType}/${code}` });
  await ctx.db.transaction(async (tx) => {
    const used = await countJobsUsingCode(tx, codeType, code);
    if (used > 0) throw inUse(entity, `${codeType}/${code}`, used, ENTITY_NAMES.jobs);
    await deleteCodeItemRow(tx, { id, version, entity });
    await writeAudit(tx, actor, {
      action: 'systemCode.deleted',
      entity: 'systemCode',
      entityId: id,
      key: `${codeType}/${code}`,
      detail: { codeType, code },
    });
  });
}
