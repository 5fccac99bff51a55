import { ENTITY_NAMES } from '@apex/shared';
import type { TUser } from '@apex/shared/admin';
import { sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import type { AuthContext } from '../../platform/auth/auth-context';
import { hashPassword } from '../../platform/auth/passwords';
import { revokeUserSessions } from '../../platform/auth/session-queries';
import { AppError } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { getUser } from './find-users';
import { updateUserRow } from './queries';
import { assertMayManage } from './user-guards';

interface CredentialChange {
  id: number;
  version: number;
  auth: AuthContext;
  actor: AuditActor;
}

/** spec §6: an administrator or IT support unlocks an account that wrong passwords locked. */
export async function unlockUser(ctx: ServiceContext, { id, version, actor }: CredentialChange): Promise<TUser> {
  const user = await getUser(ctx, id);
  if (!user.lockedAt) throw new AppError(409, 'user.notLocked', { account: user.account });
  await ctx.db.transaction(async (tx) => {
    const target = { id, version, by: actor.account, entity: ENTITY_NAMES.user };
    await updateUserRow(tx, target, { lockedAt: null, failedAttempts: 0 });
    await writeAudit(tx, actor, {
      action: 'user.unlocked',
      entity: 'user',
      entityId: id,
      detail: { account: user.account },
    });
  });
  return getUser(ctx, id);
}

/**
 * A new initial password: the user must change it at the next sign-in, and every session of the
 * user ends, since whoever held the old password may hold one of them.
 */
export async function resetUserPassword(
  ctx: ServiceContext,
  { id, version, newPassword, auth, actor }: CredentialChange & { newPassword: string },
): Promise<TUser> {
  const user = await getUser(ctx, id);
  assertMayManage(auth, user.roleCodes, user.roleCodes);
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    const target = { id, version, by: actor.account, entity: ENTITY_NAMES.user };
    await updateUserRow(tx, target, { passwordHash, passwordChangedAt: sql`now()`, mustChangePassword: true });
    await revokeUserSessions(tx, id);
    await writeAudit(tx, actor, {
      action: 'user.passwordReset',
      entity: 'user',
      entityId: id,
      detail: { account: user.account },
    });
  });
  return getUser(ctx, id);
}
