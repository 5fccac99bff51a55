import type { TChangePasswordRequest } from '@apex/shared/auth';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import type { AuthContext } from '../../platform/auth/auth-context';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { clearPasswordChangeReason, revokeUserSessions } from '../../platform/auth/session-queries';
import { invalidField } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { findUserForLogin, updatePassword } from './queries';

/**
 * spec §5 password change; the shape rules ran already in the shared schema. Other sessions of the
 * user end, so a leaked password stops working everywhere once it is changed.
 */
export async function changePassword(
  { db }: ServiceContext,
  auth: AuthContext,
  input: TChangePasswordRequest,
  actor: AuditActor,
) {
  const user = await findUserForLogin(db, auth.account);
  if (!user || !(await verifyPassword(user.password_hash, input.oldPassword)))
    throw invalidField('body.oldPassword', 'password.oldWrong');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await updatePassword(tx, auth.userId, passwordHash, auth.account);
    await clearPasswordChangeReason(tx, auth.sessionId);
    await revokeUserSessions(tx, auth.userId, auth.sessionId);
    await writeAudit(tx, actor, {
      action: 'auth.passwordChanged',
      entity: 'user',
      entityId: auth.userId,
      key: auth.account,
    });
  });
}
