import { eq } from 'drizzle-orm';
import type { AppConfig } from '../src/config';
import { type Db, sql } from '../src/db/client';
import { sessions, users } from '../src/db/schema';
import { revokeSession } from '../src/platform/auth/session-queries';
import { openSession } from '../src/platform/auth/sessions';

/**
 * What a token is worth: a live session, one that may only change its password (spec §5), or one
 * that ended for each reason a session can end.
 */
export type SessionState = 'live' | 'passwordChange' | 'expired' | 'idle' | 'revoked';

/**
 * A token of a new session of the account, opened in the database rather than through the sign-in
 * endpoint: harnesses need hundreds of them, and sign-in would count towards rate limits and the
 * lockout. Each call gets a session of its own, so a call that ends its session (logout, password
 * change) disturbs no other.
 */
export async function openTestSession(db: Db, config: AppConfig, account: string, state: SessionState = 'live') {
  const [user] = await db
    .select({ id: users.id, officeId: users.defaultOfficeId })
    .from(users)
    .where(eq(users.account, account));
  if (!user) throw new Error(`no account ${account}`);
  // A negative lifetime opens the session already past its absolute expiry.
  const lifetime = state === 'expired' ? { ...config, sessionMaxMs: -60_000 } : config;
  const { token, sessionId } = await openSession(db, lifetime, {
    userId: user.id,
    officeId: user.officeId,
    passwordChangeReason: state === 'passwordChange' ? 'firstLogin' : null,
    ip: '127.0.0.1',
    userAgent: 'test harness',
  });
  if (state === 'revoked') await revokeSession(db, sessionId);
  if (state === 'idle') {
    const idleSeconds = config.sessionIdleMs / 1000 + 60;
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - make_interval(secs => ${idleSeconds})` })
      .where(eq(sessions.id, sessionId));
  }
  return token;
}
