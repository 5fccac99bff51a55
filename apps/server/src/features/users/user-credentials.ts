import { ENTITY_NAMES } from '@apex/shared';
import type { TUser } from '@apex/shared/admin';
import type { TOperLogAction } from '@apex/shared/settings';
import { sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { users } from '../../db/schema';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { hashPassword } from '../../platform/auth/passwords';
import { revokeUserSessions } from '../../platform/auth/session-queries';
import { AppError, forbidden } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { updateUserRow } from './queries';
import { assertMayManage, assertMayTakeOver, type Grantor } from './user-guards';
import { getUser } from './users';

interface CredentialChange {
  id: number;
  version: number;
  actor: AuditActor;
  grantor: Grantor;
}

/** Writes the change to the version the caller read, optionally ends the sessions, and logs it. */
async function changeCredentials(
  ctx: ServiceContext,
  user: TUser,
  { version, actor }: CredentialChange,
  change: { values: PgUpdateSetSource<typeof users>; endSessions: boolean; action: TOperLogAction },
): Promise<TUser> {
  await ctx.db.transaction(async (tx) => {
    await updateUserRow(tx, { id: user.id, version, by: actor.account, entity: ENTITY_NAMES.user }, change.values);
    if (change.endSessions) await revokeUserSessions(tx, user.id);
    const detail = { account: user.account };
    await writeAudit(tx, actor, {
      action: change.action,
      entity: 'user',
      entityId: user.id,
      key: user.account,
      detail,
    });
  });
  return getUser(ctx, user.id);
}

/**
 * An administrator's lock lasts until someone unlocks it, and ends the user's sessions at once: it
 * is meant to stop whoever holds the account now. A lock by wrong passwords does neither.
 */
export async function lockUser(ctx: ServiceContext, request: CredentialChange): Promise<TUser> {
  const user = await getUser(ctx, request.id);
  assertMayManage(request.grantor, user.roleCodes, user.roleCodes);
  if (user.id === request.grantor.userId) throw forbidden('user.cannotDisableSelf');
  if (user.status === 'locked') throw new AppError(409, 'user.alreadyLocked', { account: user.account });
  const values = { lockedAt: sql`now()`, lockedUntil: null };
  return changeCredentials(ctx, user, request, { values, endSessions: true, action: 'user.locked' });
}

/** spec §6: an administrator or IT support unlocks an account that wrong passwords or an administrator locked. */
export async function unlockUser(ctx: ServiceContext, request: CredentialChange): Promise<TUser> {
  const user = await getUser(ctx, request.id);
  if (user.status !== 'locked') throw new AppError(409, 'user.notLocked', { account: user.account });
  const values = { lockedAt: null, lockedUntil: null, failedAttempts: 0, lastFailedAt: null };
  return changeCredentials(ctx, user, request, { values, endSessions: false, action: 'user.unlocked' });
}

/**
 * A new initial password: the user must change it at the next sign-in, and every session of the
 * user ends, since whoever held the old password may hold one of them.
 */
export async function resetUserPassword(
  ctx: ServiceContext,
  request: CredentialChange & { newPassword: string },
): Promise<TUser> {
  const user = await getUser(ctx, request.id);
  await assertMayTakeOver(ctx.db, request.grantor, user);
  const passwordHash = await hashPassword(request.newPassword);
  const values = { passwordHash, passwordChangedAt: sql`now()`, mustChangePassword: true };
  return changeCredentials(ctx, user, request, { values, endSessions: true, action: 'user.passwordReset' });
}
