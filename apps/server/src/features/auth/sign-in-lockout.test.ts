import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** spec §6 lockout, as issue 14 hardened it: a stranger can lock an account for a while, and no more. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (app: TestApp, username: string, password = 'Wrong#pass1', remoteAddress = '127.0.0.1') =>
  app.call({ method: 'POST', url: '/api/auth/WHSSOLogin', payload: { username, password }, remoteAddress });

/** Moves the account's sign-in clocks back by that many seconds, as if that much time had passed. */
const later = (app: TestApp, account: string, seconds: number) =>
  app.database.db.execute(
    sql`update users set locked_until = locked_until - make_interval(secs => ${seconds}),
               locked_at = locked_at - make_interval(secs => ${seconds}),
               last_failed_at = last_failed_at - make_interval(secs => ${seconds})
        where account = ${account}`,
  );

const lockOut = async (app: TestApp, account: string) => {
  for (let i = 0; i < app.config.lockoutThreshold; i++) await login(app, account);
};

describe('automatic lockout', () => {
  it('leaves the sessions the user opened with the right password alone', async () => {
    const token = await t.signIn('admin');
    await lockOut(t, 'admin');
    expect((await login(t, 'admin', 'Admin@2026!')).status).toBe(423);
    for (const url of ['/api/auth/validateToken', '/api/auth/GetCurrentUser', '/api/sys/users'])
      expect((await t.call({ method: 'GET', url, token })).status).toBe(200);
  });

  it('ends after LOCKOUT_MINUTES, and says when', async () => {
    await lockOut(t, 'sales01');
    const locked = await login(t, 'sales01', 'Demo@2026!');
    expect(locked.status).toBe(423);
    expect(locked.body).toMatchObject({
      code: 'auth.accountLockedFor',
      message: `Account locked after too many wrong passwords; try again in ${t.config.lockoutMinutes} min, or ask an administrator or IT support to unlock it`,
    });
    await later(t, 'sales01', t.config.lockoutMinutes * 60 - 30);
    expect((await login(t, 'sales01', 'Demo@2026!')).body.message).toContain('try again in 1 min');
    await later(t, 'sales01', 31);
    expect((await login(t, 'sales01', 'Demo@2026!')).status).toBe(200);
  });

  it('counts again from one after it ends', async () => {
    await lockOut(t, 'cs01');
    await later(t, 'cs01', t.config.lockoutMinutes * 60 + 1);
    const res = await login(t, 'cs01');
    expect(res.body.message).toBe(`invalid user or password, ${t.config.lockoutThreshold - 1} tries remaining`);
  });

  it('lasts until an administrator unlocks it with LOCKOUT_MINUTES=0', async () => {
    const app = await createTestApp({ LOCKOUT_MINUTES: '0' });
    try {
      await lockOut(app, 'fin01');
      await later(app, 'fin01', 30 * 86_400);
      const res = await login(app, 'fin01', 'Demo@2026!');
      expect(res.status).toBe(423);
      expect(res.body.code).toBe('auth.accountLocked');
    } finally {
      await app.close();
    }
  });
});

describe('growing delays between wrong sign-ins', () => {
  // Production's delays (1 s, doubling) and allowance per address (10 wrong sign-ins, then delays).
  let slow: TestApp;
  beforeAll(async () => {
    slow = await createTestApp({ SIGN_IN_DELAY_SECONDS: '1', RATE_LIMIT_FACTOR: '1' });
  });
  afterAll(() => slow.close());

  it('make an account wait after each wrong password, longer each time, without counting the refused tries', async () => {
    expect((await login(slow, 'op01')).body.message).toBe('invalid user or password, 4 tries remaining');
    const early = await login(slow, 'op01', 'Demo@2026!');
    expect(early.status).toBe(429);
    expect(early.headers['retry-after']).toBe('1');
    expect(early.body).toMatchObject({
      code: 'auth.signInThrottled',
      message: 'Too many wrong sign-ins; try again in 1 s',
      data: { retryAfterSeconds: 1 },
    });
    await later(slow, 'op01', 1);
    expect((await login(slow, 'op01')).body.message).toBe('invalid user or password, 3 tries remaining');
    expect((await login(slow, 'op01')).headers['retry-after']).toBe('2');
    // Other accounts from the same address are not held up.
    expect((await login(slow, 'wh01', 'Demo@2026!')).status).toBe(200);
    await later(slow, 'op01', 2);
    expect((await login(slow, 'op01', 'Demo@2026!')).status).toBe(200);
  });

  it('make an address wait once it has made ten wrong sign-ins, whichever accounts it tried', async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < 10; i++) expect((await login(slow, `nobody${i}`, 'Wrong#pass1', address)).status).toBe(401);
    const held = await login(slow, 'hk.ops', 'Demo@2026!', address);
    expect(held.status).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    expect((await login(slow, 'hk.ops', 'Demo@2026!', '203.0.113.8')).status).toBe(200);
    await slow.database.db.execute(
      sql`update sign_in_failures set last_failed_at = last_failed_at - interval '1 second' where address = ${address}`,
    );
    expect((await login(slow, 'hk.ops', 'Demo@2026!', address)).status).toBe(200);
  });
});
