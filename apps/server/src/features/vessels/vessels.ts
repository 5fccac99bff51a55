import { ENTITY_NAMES, type TLocale, type TPage } from '@apex/shared';
import type { TVessel, ZCreateVesselRequest, ZUpdateVesselRequest, ZVesselListQuery } from '@apex/shared/master';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import { asDuplicate } from '../../platform/db/pg-errors';
import { notFound, unknownReference } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import {
  countryExists,
  deleteVesselRow,
  findVesselById,
  findVesselPage,
  insertVessel,
  updateVesselRow,
  type VesselRow,
  type VesselValues,
} from './queries';

function toVessel({ flagNameEn, flagNameCn, ...row }: VesselRow, locale: TLocale): TVessel {
  return {
    ...row,
    flagName: locale !== 'en_US' && flagNameCn ? flagNameCn : flagNameEn,
    updatedAt: row.updatedAt.toISOString(),
  };
}

type Change<T> = { input: T; actor: AuditActor; locale: TLocale };

export async function findVessels(
  { db }: ServiceContext,
  query: z.output<typeof ZVesselListQuery>,
  locale: TLocale,
): Promise<TPage<TVessel>> {
  const page = await findVesselPage(db, query);
  return { rows: page.rows.map((row) => toVessel(row, locale)), total: page.total };
}

export async function getVessel({ db }: ServiceContext, id: number, locale: TLocale): Promise<TVessel> {
  const row = await findVesselById(db, id);
  if (!row) throw notFound(ENTITY_NAMES.vessel, id);
  return toVessel(row, locale);
}

/** Which of the two unique keys a duplicate hit (db/schema/reference.ts vessels). */
const duplicateKey = (values: VesselValues) =>
  asDuplicate(ENTITY_NAMES.vessel, (constraint) =>
    constraint === 'vessels_lloyd_no_unique' ? values.lloydNo : values.vesselName,
  );

async function checkFlag(db: DbOrTx, flag: string) {
  if (!(await countryExists(db, flag))) throw unknownReference('body.flag', ENTITY_NAMES.country, flag);
}

/** Creates a vessel with its audit row in the caller's transaction (the create route, the Excel import). */
export async function addVessel(tx: Tx, input: z.output<typeof ZCreateVesselRequest>, actor: AuditActor) {
  await checkFlag(tx, input.flag);
  const id = await insertVessel(tx, { ...input, createdBy: actor.account }).catch(duplicateKey(input));
  await writeAudit(tx, actor, {
    action: 'vessel.created',
    entity: 'vessel',
    entityId: id,
    key: input.vesselName,
    detail: input,
  });
  return id;
}

export async function createVessel(
  ctx: ServiceContext,
  { input, actor, locale }: Change<z.output<typeof ZCreateVesselRequest>>,
): Promise<TVessel> {
  const id = await ctx.db.transaction((tx) => addVessel(tx, input, actor));
  return getVessel(ctx, id, locale);
}

export async function updateVessel(
  ctx: ServiceContext,
  { id, input, actor, locale }: Change<z.output<typeof ZUpdateVesselRequest>> & { id: number },
): Promise<TVessel> {
  const before = await getVessel(ctx, id, locale);
  const { version, ...values } = input;
  await checkFlag(ctx.db, values.flag);
  await ctx.db
    .transaction(async (tx) => {
      await updateVesselRow(tx, { id, version, by: actor.account, entity: ENTITY_NAMES.vessel }, values);
      await writeAudit(tx, actor, {
        action: 'vessel.updated',
        entity: 'vessel',
        entityId: id,
        key: before.vesselName,
        detail: { vesselName: before.vesselName, changes: changedFields(before, values) },
      });
    })
    .catch(duplicateKey(values));
  return getVessel(ctx, id, locale);
}

/** Nothing refers to a vessel yet; jobs and schedules will name it by its text (spec §3 Job). */
export async function deleteVessel(
  ctx: ServiceContext,
  { id, version, actor, locale }: { id: number; version: number; actor: AuditActor; locale: TLocale },
): Promise<void> {
  const vessel = await getVessel(ctx, id, locale);
  await ctx.db.transaction(async (tx) => {
    await deleteVesselRow(tx, { id, version, entity: ENTITY_NAMES.vessel });
    await writeAudit(tx, actor, {
      action: 'vessel.deleted',
      entity: 'vessel',
      entityId: id,
      key: vessel.vesselName,
      detail: { vesselName: vessel.vesselName, lloydNo: vessel.lloydNo },
    });
  });
}
