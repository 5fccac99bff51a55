import { isWeakPassword, type TLoginRequest, type TPasswordChangeReason } from '@apex/shared/auth';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { verifyPassword } from '../../platform/auth/passwords';
import { openSession } from '../../platform/auth/sessions';
import { AppError } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { findUserForLogin, type LoginUserRow, recordFailedAttempt, recordSuccessfulSignIn } from './queries';

const DAY_MS = 86_400_000;

function passwordChangeReason(user: LoginUserRow, password: string, maxAgeDays: number): TPasswordChangeReason | null {
  if (user.must_change_password) return 'firstLogin';
  if (isWeakPassword(password)) return 'weak';
  const changed = user.password_changed_at ? new Date(user.password_changed_at).getTime() : 0;
  if (maxAgeDays > 0 && Date.now() - changed > maxAgeDays * DAY_MS) return 'expired';
  return null;
}

/**
 * spec §7 WHSSOLogin. Wrong passwords count towards the lockout (spec §6); a locked account stays
 * locked until an administrator unlocks it. Each outcome is written to the operation log.
 */
export async function signIn(
  { db, config }: ServiceContext,
  input: TLoginRequest,
  actor: AuditActor,
): Promise<{ token: string; reason: TPasswordChangeReason | null }> {
  const account = input.username.toLowerCase();
  const attempt = { ...actor, account: account.slice(0, 64) };
  const user = await findUserForLogin(db, account);
  const fail = async (reason: string, error: AppError) => {
    await writeAudit(
      db,
      { ...attempt, userId: user?.id ?? null },
      {
        action: 'auth.signInFailed',
        entity: 'user',
        entityId: user?.id ?? account.slice(0, 64),
        detail: { reason },
      },
    );
    return error;
  };
  if (!user) throw await fail('unknownUser', new AppError(401, 'auth.userNotFound'));
  if (!user.enabled) throw await fail('disabled', new AppError(403, 'auth.accountDisabled'));
  if (user.locked_at) throw await fail('locked', new AppError(423, 'auth.accountLocked'));

  if (!(await verifyPassword(user.password_hash, input.password))) {
    const counted = await recordFailedAttempt(db, user.id, config.lockoutThreshold);
    const error = counted.locked
      ? new AppError(423, 'auth.accountLocked')
      : new AppError(401, 'auth.invalidCredentials', {
          remaining: config.lockoutThreshold - counted.failed_attempts,
        });
    await fail('wrongPassword', error);
    if (counted.locked)
      await writeAudit(
        db,
        { ...attempt, userId: user.id },
        {
          action: 'auth.locked',
          entity: 'user',
          entityId: user.id,
          detail: { failedAttempts: counted.failed_attempts },
        },
      );
    throw error;
  }

  const reason = passwordChangeReason(user, input.password, config.passwordMaxAgeDays);
  return db.transaction(async (tx) => {
    await recordSuccessfulSignIn(tx, user.id);
    const { token, sessionId } = await openSession(tx, config, {
      userId: user.id,
      officeId: user.default_office_id,
      passwordChangeReason: reason,
      ip: actor.ip,
      userAgent: actor.userAgent,
    });
    await writeAudit(
      tx,
      { ...attempt, userId: user.id },
      {
        action: 'auth.signIn',
        entity: 'session',
        entityId: sessionId,
        detail: reason ? { passwordChangeReason: reason } : undefined,
      },
    );
    return { token, reason };
  });
}
