import { ENTITY_NAMES } from '@apex/shared';
import type { TRole, ZCreateRoleRequest, ZUpdateRoleRequest } from '@apex/shared/admin';
import type { z } from 'zod';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import type { AuthContext } from '../../platform/auth/auth-context';
import { asDuplicate } from '../../platform/db/pg-errors';
import { forbidden } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { getRole } from './find-roles';
import { insertRole, replaceRoleGrants, updateRoleRow } from './queries';
import { checkRoleGrants } from './role-grants';

export async function createRole(
  ctx: ServiceContext,
  { input, auth, actor }: { input: z.output<typeof ZCreateRoleRequest>; auth: AuthContext; actor: AuditActor },
): Promise<TRole> {
  const { permissions, menuIds, ...values } = input;
  const grants = await checkRoleGrants(ctx.db, { permissions, menuIds }, { auth });
  const id = await ctx.db
    .transaction(async (tx) => {
      const id = await insertRole(tx, { ...values, createdBy: actor.account });
      await replaceRoleGrants(tx, id, grants);
      await writeAudit(tx, actor, { action: 'role.created', entity: 'role', entityId: id, detail: input });
      return id;
    })
    .catch(asDuplicate(ENTITY_NAMES.role, input.roleCode));
  return getRole(ctx, id);
}

/** Names, permissions and menus; users holding the role get the change on their next request. */
export async function updateRole(
  ctx: ServiceContext,
  {
    id,
    input,
    auth,
    actor,
  }: { id: number; input: z.output<typeof ZUpdateRoleRequest>; auth: AuthContext; actor: AuditActor },
): Promise<TRole> {
  const before = await getRole(ctx, id);
  // The administrator role holds everything by definition; editing it could only lock people out.
  if (before.allAccess) throw forbidden('role.systemRole');
  const { version, permissions, menuIds, ...values } = input;
  const grants = await checkRoleGrants(ctx.db, { permissions, menuIds }, { auth, granted: before.permissions });
  await ctx.db.transaction(async (tx) => {
    await updateRoleRow(tx, { id, version, by: actor.account, entity: ENTITY_NAMES.role }, values);
    await replaceRoleGrants(tx, id, grants);
    await writeAudit(tx, actor, {
      action: 'role.updated',
      entity: 'role',
      entityId: id,
      detail: { roleCode: before.roleCode, changes: changedFields(before, { ...values, ...grants }) },
    });
  });
  return getRole(ctx, id);
}
