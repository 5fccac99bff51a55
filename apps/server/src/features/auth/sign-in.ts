import { isWeakPassword, type TLoginRequest, type TPasswordChangeReason } from '@apex/shared/auth';
import type { AppConfig } from '../../config';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { verifyAgainstStandIn, verifyPassword } from '../../platform/auth/passwords';
import { openSession } from '../../platform/auth/sessions';
import { AppError } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { findUserForLogin, type LoginUserRow, recordFailedAttempt, recordSuccessfulSignIn } from './queries';
import { accountWaitSeconds, addressWaitSeconds, countAddressFailure, SignInThrottled } from './sign-in-throttle';

const DAY_MS = 86_400_000;

function passwordChangeReason(user: LoginUserRow, password: string, maxAgeDays: number): TPasswordChangeReason | null {
  if (user.must_change_password) return 'firstLogin';
  if (isWeakPassword(password)) return 'weak';
  const changed = user.password_changed_at ? new Date(user.password_changed_at).getTime() : 0;
  if (maxAgeDays > 0 && Date.now() - changed > maxAgeDays * DAY_MS) return 'expired';
  return null;
}

/** An automatic lock says when it ends; one without an end waits for an administrator. */
const lockedError = (minutesLeft: number | null) =>
  minutesLeft === null
    ? new AppError(423, 'auth.accountLocked')
    : new AppError(423, 'auth.accountLockedFor', { minutes: minutesLeft });

/** spec §8 says which it was; SIGN_IN_GENERIC_ERRORS says the same for all, without a count. */
function refusal(config: AppConfig, specific: AppError) {
  return config.signInGenericErrors ? new AppError(401, 'auth.invalidUserOrPassword') : specific;
}

/**
 * spec §7 WHSSOLogin. Wrong passwords count towards the lockout (spec §6), which lasts
 * LOCKOUT_MINUTES; wrong sign-ins make the account and the address wait longer and longer before
 * the next try. A lock never ends the sessions opened with the right password. Each outcome is
 * written to the operation log.
 */
export async function signIn(
  { db, config }: ServiceContext,
  input: TLoginRequest,
  actor: AuditActor,
): Promise<{ token: string; reason: TPasswordChangeReason | null }> {
  const account = input.username.toLowerCase();
  const attempt = { ...actor, account: account.slice(0, 64) };
  const addressWait = await addressWaitSeconds(db, config, actor.ip);
  const user = await findUserForLogin(db, account);
  const fail = async (reason: string, error: AppError) => {
    await writeAudit(
      db,
      { ...attempt, userId: user?.id ?? null },
      {
        action: 'auth.signInFailed',
        entity: 'user',
        entityId: user?.id ?? account.slice(0, 64),
        key: account,
        detail: { reason },
      },
    );
    return error;
  };
  if (addressWait > 0) throw await fail('throttled', new SignInThrottled(addressWait));
  if (user?.locked) throw await fail('locked', lockedError(user.lock_minutes_left));
  const accountWait = user ? accountWaitSeconds(config, user) : 0;
  if (accountWait > 0) throw await fail('throttled', new SignInThrottled(accountWait));

  // The same password work whatever the account, so the time of the answer does not say which it was.
  const matches = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyAgainstStandIn(input.password);
  if (!user?.enabled || !matches) await countAddressFailure(db, actor.ip);
  if (!user) throw await fail('unknownUser', refusal(config, new AppError(401, 'auth.userNotFound')));
  if (!user.enabled) throw await fail('disabled', refusal(config, new AppError(403, 'auth.accountDisabled')));

  if (!matches) {
    const counted = await recordFailedAttempt(db, user.id, {
      threshold: config.lockoutThreshold,
      lockoutMinutes: config.lockoutMinutes,
    });
    const remaining = config.lockoutThreshold - counted.failed_attempts;
    const error = counted.locked
      ? lockedError(config.lockoutMinutes || null)
      : refusal(config, new AppError(401, 'auth.invalidCredentials', { remaining }));
    await fail('wrongPassword', error);
    if (counted.locked)
      await writeAudit(
        db,
        { ...attempt, userId: user.id },
        {
          action: 'auth.locked',
          entity: 'user',
          entityId: user.id,
          key: account,
          detail: { failedAttempts: counted.failed_attempts, minutes: config.lockoutMinutes || null },
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
        key: account,
        detail: reason ? { passwordChangeReason: reason } : undefined,
      },
    );
    return { token, reason };
  });
}
