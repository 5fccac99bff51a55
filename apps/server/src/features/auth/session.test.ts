import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditActionsOf } from '../../../test/db-state';
import { createTestApp, type TestApp, useTestApp } from '../../../test/test-app';
import { queryRows } from '../../db/client';
import { hashToken } from '../../platform/auth/tokens';

const t = useTestApp();

const validate = (token: string) => t.call({ method: 'GET', url: '/api/auth/validateToken', token });
const viaQuery = (path: string, token: string) => t.call({ method: 'GET', url: `/api/auth/${path}?token=${token}` });

/** Moves one of the session's clocks back, as if that much time had passed. */
async function ageSession(app: TestApp, token: string, column: 'last_seen_at' | 'expires_at', minutes: number) {
  await app.database.db.execute(
    sql`update sessions set ${sql.identifier(column)} = now() - make_interval(mins => ${minutes})
        where token_hash = ${hashToken(token)}`,
  );
}

describe('GET auth/validateToken', () => {
  it('answers the account and the absolute expiry of a live session', async () => {
    const res = await validate(await t.signIn('op01'));
    expect(res.status).toBe(200);
    expect(res.body.data.account).toBe('op01');
    const hours = (Date.parse(res.body.data.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
  });

  it('answers 401 for an unknown token, also in the query', async () => {
    expect((await validate('no-such-token')).status).toBe(401);
    expect((await viaQuery('validateToken', 'no-such-token')).body.code).toBe('auth.notLoggedIn');
  });
});

describe('GET auth/logout', () => {
  it('revokes the session: every later call with the token answers 401', async () => {
    const token = await t.signIn('sales01');
    const other = await t.signIn('sales01');
    const res = await t.call({ method: 'GET', url: '/api/auth/logout', token });
    expect(res.status).toBe(200);
    for (const path of ['validateToken', 'GetCurrentUser', 'logout']) {
      expect((await t.call({ method: 'GET', url: `/api/auth/${path}`, token })).status).toBe(401);
      expect((await viaQuery(path, token)).status).toBe(401);
    }
    expect((await validate(other)).status).toBe(200);
  });

  it('takes the token from the query (spec §7) and logs the sign-out', async () => {
    const token = await t.signIn('cs01');
    expect((await viaQuery('logout', token)).status).toBe(200);
    expect((await validate(token)).status).toBe(401);
    const [session] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id::int from sessions where token_hash = ${hashToken(token)}`,
    );
    expect(await auditActionsOf(t, 'session', session!.id)).toEqual(['auth.signIn', 'auth.signOut']);
  });
});

describe('session expiry', () => {
  it('ends a session idle for longer than SESSION_IDLE_MINUTES', async () => {
    // The clock is moved in the database, behind the session cache's back: a session the cache
    // holds was used a moment ago, so it cannot be idle. This server looks every session up.
    const app = await createTestApp({ SESSION_CACHE_MS: '0' });
    const check = (token: string) => app.call({ method: 'GET', url: '/api/auth/validateToken', token });
    try {
      const token = await app.signIn('fin01');
      const idleMinutes = app.config.sessionIdleMs / 60_000;
      await ageSession(app, token, 'last_seen_at', idleMinutes - 1);
      expect((await check(token)).status).toBe(200);
      await ageSession(app, token, 'last_seen_at', idleMinutes + 1);
      expect((await check(token)).status).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('keeps a session in use alive with the shortest SESSION_IDLE_MINUTES', async () => {
    const app = await createTestApp({ SESSION_CACHE_MS: '0', SESSION_IDLE_MINUTES: '1' });
    const check = (token: string) => app.call({ method: 'GET', url: '/api/auth/validateToken', token });
    /** Moves the session's last-seen back by that much, as if the user had been away that long. */
    const away = (token: string, seconds: number) =>
      app.database.db.execute(
        sql`update sessions set last_seen_at = last_seen_at - make_interval(secs => ${seconds})
            where token_hash = ${hashToken(token)}`,
      );
    try {
      const token = await app.signIn('fin01');
      // A call 40 s after sign-in, and one 40 s after that: 80 s in use, never a minute idle.
      await away(token, 40);
      expect((await check(token)).status).toBe(200);
      await away(token, 40);
      expect((await check(token)).status).toBe(200);
      // Then a minute and more without a call ends it.
      await away(token, 70);
      expect((await check(token)).status).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('ends a session at its absolute expiry, however active', async () => {
    const token = await t.signIn('wh01');
    await ageSession(t, token, 'expires_at', 1);
    const res = await t.call({ method: 'GET', url: '/api/auth/GetCurrentUser', token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('auth.notLoggedIn');
  });
});

describe('session cache', () => {
  /** Revokes a session in the database only, as another server process of the deployment would. */
  const revokeElsewhere = (app: TestApp, token: string) =>
    app.database.db.execute(sql`update sessions set revoked_at = now() where token_hash = ${hashToken(token)}`);

  it('reuses a session for SESSION_CACHE_MS, then looks it up again', async () => {
    const app = await createTestApp({ SESSION_CACHE_MS: '300' });
    const check = (token: string) => app.call({ method: 'GET', url: '/api/auth/validateToken', token });
    try {
      const token = await app.signIn('op01');
      expect((await check(token)).status).toBe(200);
      await revokeElsewhere(app, token);
      // Within the cache's time, this process has not seen the other's change yet…
      expect((await check(token)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 350));
      // …and sees it once that time is over.
      expect((await check(token)).status).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('forgets every session after a call that may change one, made through this process', async () => {
    const token = await t.signIn('cs01');
    expect((await validate(token)).status).toBe(200);
    await revokeElsewhere(t, token);
    expect((await validate(token)).status).toBe(200);
    // Any write, even one that fails, may have changed a session, a user or a role.
    await t.call({ method: 'POST', url: '/api/auth/changePassword', token: t.admin, payload: {} });
    expect((await validate(token)).status).toBe(401);
  });
});
