import { ENTITY_NAMES, type TPage } from '@apex/shared';
import type { TCarrier, ZCarrierListQuery, ZCreateCarrierRequest, ZUpdateCarrierRequest } from '@apex/shared/master';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import { asDuplicate } from '../../platform/db/pg-errors';
import { notFound } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import {
  type CarrierRow,
  deleteCarrierRow,
  findCarrierById,
  findCarrierPage,
  insertCarrier,
  updateCarrierRow,
} from './queries';

const toCarrier = (row: CarrierRow): TCarrier => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** A carrier taken off the blacklist keeps no stale reason. */
const withReason = <T extends { blacklisted: boolean; blacklistReason: string }>(values: T): T => ({
  ...values,
  blacklistReason: values.blacklisted ? values.blacklistReason : '',
});

export async function findCarriers(
  { db }: ServiceContext,
  query: z.output<typeof ZCarrierListQuery>,
): Promise<TPage<TCarrier>> {
  const page = await findCarrierPage(db, query);
  return { rows: page.rows.map(toCarrier), total: page.total };
}

export async function getCarrier({ db }: ServiceContext, id: number): Promise<TCarrier> {
  const row = await findCarrierById(db, id);
  if (!row) throw notFound(ENTITY_NAMES.carrier, id);
  return toCarrier(row);
}

/** Creates a carrier with its audit row in the caller's transaction (the create route, the Excel import). */
export async function addCarrier(tx: Tx, input: z.output<typeof ZCreateCarrierRequest>, actor: AuditActor) {
  const values = withReason(input);
  const id = await insertCarrier(tx, { ...values, createdBy: actor.account }).catch(
    asDuplicate(ENTITY_NAMES.carrier, input.scac),
  );
  await writeAudit(tx, actor, {
    action: 'carrier.created',
    entity: 'carrier',
    entityId: id,
    key: values.scac,
    detail: values,
  });
  return id;
}

export async function createCarrier(
  ctx: ServiceContext,
  { input, actor }: { input: z.output<typeof ZCreateCarrierRequest>; actor: AuditActor },
): Promise<TCarrier> {
  const id = await ctx.db.transaction((tx) => addCarrier(tx, input, actor));
  return getCarrier(ctx, id);
}

export async function updateCarrier(
  ctx: ServiceContext,
  { id, input, actor }: { id: number; input: z.output<typeof ZUpdateCarrierRequest>; actor: AuditActor },
): Promise<TCarrier> {
  const before = await getCarrier(ctx, id);
  const { version, ...rest } = input;
  const values = withReason(rest);
  await ctx.db.transaction(async (tx) => {
    await updateCarrierRow(tx, { id, version, by: actor.account, entity: ENTITY_NAMES.carrier }, values);
    await writeAudit(tx, actor, {
      action: 'carrier.updated',
      entity: 'carrier',
      entityId: id,
      key: before.scac,
      detail: { scac: before.scac, changes: changedFields(before, values) },
    });
  });
  return getCarrier(ctx, id);
}

/** Nothing refers to a carrier by id yet; bookings and contracts will (issues of those screens). */
export async function deleteCarrier(
  ctx: ServiceContext,
  { id, version, actor }: { id: number; version: number; actor: AuditActor },
): Promise<void> {
  const carrier = await getCarrier(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await deleteCarrierRow(tx, { id, version, entity: ENTITY_NAMES.carrier });
    await writeAudit(tx, actor, {
      action: 'carrier.deleted',
      entity: 'carrier',
      entityId: id,
      key: carrier.scac,
      detail: { scac: carrier.scac },
    });
  });
}
