import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, reloadUser, userForm } from '../../../test/admin-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

type AdminApp = TestApp & { admin: string };

async function adminApp(env: Record<string, string>): Promise<AdminApp> {
  const app = await createTestApp(env);
  return Object.assign(app, { admin: await app.signIn('admin') });
}

/** A new account, disabled by the administrator. */
async function disabledAccount(app: AdminApp) {
  const user = await createTestUser(app);
  const payload = userForm(await reloadUser(app, user.id), { enabled: false });
  await app.call({ method: 'PUT', url: `/api/sys/users/${user.id}`, token: app.admin, payload });
  return user.account;
}

/** What sign-in lets a stranger learn about which accounts exist. */
let t: AdminApp;
let hiding: AdminApp;
beforeAll(async () => {
  // Wrong passwords of these tests must not lock the account they measure.
  t = await adminApp({ LOCKOUT_THRESHOLD: '100' });
  hiding = await adminApp({ SIGN_IN_GENERIC_ERRORS: '1' });
});
afterAll(async () => {
  await t.close();
  await hiding.close();
});

const login = (app: TestApp, username: string, password = 'Wrong#pass1') =>
  app.call({ method: 'POST', url: '/api/auth/WHSSOLogin', payload: { username, password } });

async function millis(fn: () => Promise<unknown>) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('sign-in timing', () => {
  it('takes as long for an unknown or disabled account as for a wrong password of a known one', async () => {
    const disabled = await disabledAccount(t);
    const times = { unknown: [] as number[], disabled: [] as number[], known: [] as number[] };
    // In turn, call for call, so that all three meet the same load of the machine.
    for (let i = 0; i < 15; i++) {
      times.unknown.push(await millis(() => login(t, 'nobody.here')));
      times.disabled.push(await millis(() => login(t, disabled)));
      times.known.push(await millis(() => login(t, 'wh01')));
    }
    // Before issue 14 an unknown account answered in a fifth of the time (no password hash to verify).
    expect(median(times.unknown)).toBeGreaterThan(0.6 * median(times.known));
    expect(median(times.disabled)).toBeGreaterThan(0.6 * median(times.known));
  });
});

describe('SIGN_IN_GENERIC_ERRORS=1', () => {
  it('answers an unknown account, a disabled one and a wrong password alike, without a count', async () => {
    const expected = { code: 'auth.invalidUserOrPassword', message: 'invalid user or password', data: null };
    const disabled = await disabledAccount(hiding);
    for (const account of ['nobody.here', disabled, 'op01']) {
      const res = await login(hiding, account);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject(expected);
    }
    expect((await login(hiding, 'op01', 'Demo@2026!')).status).toBe(200);
  });

  it('still says the user does not exist by default (spec §8)', async () => {
    expect((await login(t, 'nobody.here')).body.code).toBe('auth.userNotFound');
  });
});
