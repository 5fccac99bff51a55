import { ENTITY_NAMES } from '@apex/shared';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { inUse } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { getOffice } from './find-offices';
import { countOfficeUsers, deleteOfficeRow } from './queries';

/** An office users still belong to stays: their sign-in and sessions point at it. */
export async function deleteOffice(
  ctx: ServiceContext,
  { id, version, actor }: { id: number; version: number; actor: AuditActor },
): Promise<void> {
  const office = await getOffice(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const users = await countOfficeUsers(tx, id);
    if (users > 0) throw inUse(ENTITY_NAMES.office, office.officeCode, users, ENTITY_NAMES.users);
    await deleteOfficeRow(tx, { id, version, entity: ENTITY_NAMES.office });
    await writeAudit(tx, actor, {
      action: 'office.deleted',
      entity: 'office',
      entityId: id,
      detail: { officeCode: office.officeCode },
    });
  });
}
