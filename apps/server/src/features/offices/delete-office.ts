import { ENTITY_NAMES } from '@apex/shared';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { deleteUnlessInUse } from '../../platform/db/delete-unless-in-use';
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
  await deleteUnlessInUse(ctx.db, {
    countReferences: (db) => countOfficeUsers(db, id),
    inUse: (count) => inUse(ENTITY_NAMES.office, office.officeCode, count, ENTITY_NAMES.users),
    remove: async (tx) => {
      await deleteOfficeRow(tx, { id, version, entity: ENTITY_NAMES.office });
      await writeAudit(tx, actor, {
        action: 'office.deleted',
        entity: 'office',
        entityId: id,
        detail: { officeCode: office.officeCode },
      });
    },
  });
}
