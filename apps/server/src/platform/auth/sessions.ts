import { ZPasswordChangeReason } from '@apex/shared/auth';
import type { TCompanyType } from '@apex/shared/finance';
import { isPermission, PERMISSION_CODES } from '@apex/shared/permissions';
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from './auth-context';
import { findLiveSession, insertSession, touchSession } from './session-queries';
import { hashToken, newToken } from './tokens';

/**
 * Writing last-seen on every call would turn reads into writes, so it is written when older than
 * this: half a minute, or a twentieth of a short idle time. The stored last-seen therefore lags the
 * last call by up to this much, plus the session cache's time (a cached session is not looked up).
 * Idle expiry allows for that lag, so a session in use never ends early: it ends between
 * SESSION_IDLE_MINUTES and that plus the lag after its last call. A fixed minute, with a one-minute
 * idle time, ended sessions in use (issue 14).
 */
function touchIntervalMs(config: AppConfig) {
  return Math.min(30_000, config.sessionIdleMs / 20);
}

/** How long since its stored last-seen a session stays live. */
function idleAllowanceMs(config: AppConfig) {
  return config.sessionIdleMs + touchIntervalMs(config) + config.sessionCacheMs;
}

export async function openSession(
  db: DbOrTx,
  config: AppConfig,
  input: { userId: number; officeId: number; passwordChangeReason: string | null; ip: string; userAgent: string },
) {
  const token = newToken();
  const sessionId = await insertSession(db, {
    ...input,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + config.sessionMaxMs),
  });
  return { token, sessionId };
}

/** The caller behind a token's hash, or null when the token is unknown, revoked, idle or expired. */
export async function resolveToken(db: DbOrTx, config: AppConfig, tokenHash: Uint8Array): Promise<AuthContext | null> {
  const row = await findLiveSession(db, tokenHash, idleAllowanceMs(config));
  if (!row) return null;
  if (Date.now() - new Date(row.last_seen_at).getTime() > touchIntervalMs(config))
    await touchSession(db, row.session_id);
  const reason = ZPasswordChangeReason.safeParse(row.password_change_reason);
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    account: row.account,
    name: row.name,
    companyId: row.company_id,
    companyCode: row.company_code,
    dbCode: row.db_code,
    companyType: row.company_type as TCompanyType,
    officeId: row.office_id,
    officeCode: row.office_code,
    officeCodes: new Set(row.office_codes),
    allAccess: row.all_access,
    permissions: new Set(row.all_access ? PERMISSION_CODES : (row.permissions ?? []).filter(isPermission)),
    passwordChangeReason: reason.success ? reason.data : null,
    expiresAt: new Date(row.expires_at),
  };
}
