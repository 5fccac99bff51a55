import { ENTITY_NAMES } from '@apex/shared';
import type { TUser, ZUpdateUserRequest } from '@apex/shared/admin';
import type { z } from 'zod';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import type { AuthContext } from '../../platform/auth/auth-context';
import { moveSessionsOffOfficesLeft, revokeUserSessions } from '../../platform/auth/session-queries';
import type { ServiceContext } from '../../platform/service-context';
import { getUser } from './find-users';
import { replaceUserGrants, updateUserRow } from './queries';
import { assertKeepsOwnAccess, assertMayGrant, assertMayManage } from './user-guards';
import { resolveUserGrants } from './user-references';

function auditAction(wasEnabled: boolean, enabled: boolean) {
  if (wasEnabled === enabled) return 'user.updated';
  return enabled ? 'user.enabled' : 'user.disabled';
}

/**
 * Profile, offices, roles and the enabled flag. Disabling ends the user's sessions at once rather
 * than at their expiry. Roles take effect on the next request: sessions read them live; sessions in
 * an office the user left move to the default office.
 */
export async function updateUser(
  ctx: ServiceContext,
  {
    id,
    input,
    auth,
    actor,
  }: { id: number; input: z.output<typeof ZUpdateUserRequest>; auth: AuthContext; actor: AuditActor },
): Promise<TUser> {
  const before = await getUser(ctx, id);
  const roles = { roleCodesBefore: before.roleCodes, roleCodesAfter: input.roleCodes };
  assertMayManage(auth, roles.roleCodesBefore, roles.roleCodesAfter);
  assertKeepsOwnAccess(auth, id, { enabled: input.enabled, ...roles });
  const grants = await resolveUserGrants(ctx.db, input);
  await assertMayGrant(ctx.db, auth, input, before);
  const { version, defaultOfficeCode, officeCodes, roleCodes, ...profile } = input;
  const wasEnabled = before.status !== 'disabled';
  await ctx.db.transaction(async (tx) => {
    const target = { id, version, by: actor.account, entity: ENTITY_NAMES.user };
    await updateUserRow(tx, target, { ...profile, defaultOfficeId: grants.defaultOfficeId });
    await replaceUserGrants(tx, id, grants);
    if (wasEnabled && !input.enabled) await revokeUserSessions(tx, id);
    else await moveSessionsOffOfficesLeft(tx, id, grants.defaultOfficeId);
    await writeAudit(tx, actor, {
      action: auditAction(wasEnabled, input.enabled),
      entity: 'user',
      entityId: id,
      detail: {
        account: before.account,
        changes: changedFields(
          { ...before, enabled: wasEnabled },
          { ...profile, defaultOfficeCode, officeCodes, roleCodes },
        ),
      },
    });
  });
  return getUser(ctx, id);
}
