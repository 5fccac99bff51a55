import { ENTITY_NAMES, type TPage } from '@apex/shared';
import type { TPortRecord, ZCreatePortRequest, ZPortListQuery, ZUpdatePortRequest } from '@apex/shared/master';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import { asDuplicate } from '../../platform/db/pg-errors';
import { AppError, notFound, unknownReference } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { isSeedPort } from '../../seed/reference-data';
import { countryExists } from '../vessels/queries';
import { deletePortRow, findPortById, findPortPage, insertPort, type PortRow, updatePortRow } from './queries';

const toPortRecord = (row: PortRow): TPortRecord => ({
  ...row,
  seeded: isSeedPort(row.portCode),
  updatedAt: row.updatedAt.toISOString(),
});

export async function findPortRecords(
  { db }: ServiceContext,
  query: z.output<typeof ZPortListQuery>,
): Promise<TPage<TPortRecord>> {
  const page = await findPortPage(db, query);
  return { rows: page.rows.map(toPortRecord), total: page.total };
}

export async function getPort({ db }: ServiceContext, id: number): Promise<TPortRecord> {
  const row = await findPortById(db, id);
  if (!row) throw notFound(ENTITY_NAMES.port, id);
  return toPortRecord(row);
}

/**
 * A UN/LOCODE starts with its country's ISO code; the port belongs to that country. Creates the
 * port with its audit row in the caller's transaction (the create route, the Excel import).
 */
export async function addPort(tx: Tx, input: z.output<typeof ZCreatePortRequest>, actor: AuditActor) {
  const countryCode = input.portCode.slice(0, 2);
  if (!(await countryExists(tx, countryCode)))
    throw unknownReference('body.portCode', ENTITY_NAMES.country, countryCode);
  const id = await insertPort(tx, { ...input, countryCode, createdBy: actor.account }).catch(
    asDuplicate(ENTITY_NAMES.port, input.portCode),
  );
  await writeAudit(tx, actor, {
    action: 'port.created',
    entity: 'port',
    entityId: id,
    key: input.portCode,
    detail: input,
  });
  return id;
}

export async function createPort(
  ctx: ServiceContext,
  { input, actor }: { input: z.output<typeof ZCreatePortRequest>; actor: AuditActor },
): Promise<TPortRecord> {
  const id = await ctx.db.transaction((tx) => addPort(tx, input, actor));
  return getPort(ctx, id);
}

/** Names, coordinates, the sea flag and enabled may change; the code (and so the country) may not. */
export async function updatePort(
  ctx: ServiceContext,
  { id, input, actor }: { id: number; input: z.output<typeof ZUpdatePortRequest>; actor: AuditActor },
): Promise<TPortRecord> {
  const before = await getPort(ctx, id);
  const { version, ...values } = input;
  await ctx.db.transaction(async (tx) => {
    await updatePortRow(tx, { id, version, by: actor.account, entity: ENTITY_NAMES.port }, values);
    await writeAudit(tx, actor, {
      action: 'port.updated',
      entity: 'port',
      entityId: id,
      key: before.portCode,
      detail: { portCode: before.portCode, changes: changedFields(before, values) },
    });
  });
  return getPort(ctx, id);
}

/**
 * Only a port a user added may be deleted: the seed adds every missing sea-ports code on each
 * start, so a deleted seeded port would come back; it is disabled instead. Nothing refers to a
 * port by id yet; jobs will carry port codes as text (spec §3 Job).
 */
export async function deletePort(
  ctx: ServiceContext,
  { id, version, actor }: { id: number; version: number; actor: AuditActor },
): Promise<void> {
  const port = await getPort(ctx, id);
  if (port.seeded) throw new AppError(409, 'port.seededNotDeletable', { code: port.portCode });
  await ctx.db.transaction(async (tx) => {
    await deletePortRow(tx, { id, version, entity: ENTITY_NAMES.port });
    await writeAudit(tx, actor, {
      action: 'port.deleted',
      entity: 'port',
      entityId: id,
      key: port.portCode,
      detail: { portCode: port.portCode },
    });
  });
}
