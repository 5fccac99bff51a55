import { ENTITY_NAMES } from '@apex/shared';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { deleteUnlessInUse } from '../../platform/db/delete-unless-in-use';
import { forbidden, inUse } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { getRole } from './find-roles';
import { countRoleUsers, deleteRoleRow } from './queries';

/** A role users still hold stays, so that nobody loses access as a side effect. */
export async function deleteRole(
  ctx: ServiceContext,
  { id, version, actor }: { id: number; version: number; actor: AuditActor },
): Promise<void> {
  const role = await getRole(ctx, id);
  if (role.allAccess) throw forbidden('role.systemRole');
  await deleteUnlessInUse(ctx.db, {
    countReferences: (db) => countRoleUsers(db, id),
    inUse: (count) => inUse(ENTITY_NAMES.role, role.roleCode, count, ENTITY_NAMES.users),
    remove: async (tx) => {
      await deleteRoleRow(tx, { id, version, entity: ENTITY_NAMES.role });
      await writeAudit(tx, actor, {
        action: 'role.deleted',
        entity: 'role',
        entityId: id,
        detail: { roleCode: role.roleCode },
      });
    },
  });
}
