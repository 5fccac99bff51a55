import { ENTITY_NAMES } from '@apex/shared';
import type { TOffice, ZCreateOfficeRequest, ZUpdateOfficeRequest } from '@apex/shared/admin';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import { asDuplicate } from '../../platform/db/pg-errors';
import { unknownReference } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { getOffice } from './find-offices';
import { findCompanyId, insertOffice, updateOfficeRow } from './queries';

/** Creates an office with its audit row in the caller's transaction (the create route, the Excel import). */
export async function addOffice(tx: Tx, input: z.output<typeof ZCreateOfficeRequest>, actor: AuditActor) {
  const { companyCode, ...values } = input;
  const companyId = await findCompanyId(tx, companyCode);
  if (!companyId) throw unknownReference('body.companyCode', ENTITY_NAMES.company, companyCode);
  const id = await insertOffice(tx, { ...values, companyId, createdBy: actor.account }).catch(
    asDuplicate(ENTITY_NAMES.office, input.officeCode),
  );
  await writeAudit(tx, actor, { action: 'office.created', entity: 'office', entityId: id, detail: input });
  return id;
}

export async function createOffice(
  ctx: ServiceContext,
  { input, actor }: { input: z.output<typeof ZCreateOfficeRequest>; actor: AuditActor },
): Promise<TOffice> {
  const id = await ctx.db.transaction((tx) => addOffice(tx, input, actor));
  return getOffice(ctx, id);
}

export async function updateOffice(
  ctx: ServiceContext,
  { id, input, actor }: { id: number; input: z.output<typeof ZUpdateOfficeRequest>; actor: AuditActor },
): Promise<TOffice> {
  const before = await getOffice(ctx, id);
  const { version, ...values } = input;
  await ctx.db.transaction(async (tx) => {
    await updateOfficeRow(tx, { id, version, by: actor.account, entity: ENTITY_NAMES.office }, values);
    await writeAudit(tx, actor, {
      action: 'office.updated',
      entity: 'office',
      entityId: id,
      detail: { officeCode: before.officeCode, changes: changedFields(before, values) },
    });
  });
  return getOffice(ctx, id);
}
