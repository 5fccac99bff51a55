import type { TUser } from '@apex/shared/admin';
import { describe, expect, it } from 'vitest';
import {
  createTestUser,
  INITIAL_PASSWORD,
  reloadUser,
  signInFirstTime,
  signInWithPermissions,
  userForm,
} from '../../../test/admin-factories';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../test/db-state';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

const refused = refusalsOf(t);

const login = (username: string, password: string) =>
  t.call({ method: 'POST', url: '/api/auth/WHSSOLogin', payload: { username, password } });
const unlock = (user: TUser, version = user.version, token = t.admin) =>
  t.call({ method: 'POST', url: `/api/sys/users/${user.id}/unlock`, token, payload: { version } });
const lock = (user: TUser, token = t.admin) =>
  t.call({ method: 'POST', url: `/api/sys/users/${user.id}/lock`, token, payload: { version: user.version } });
const validate = (token: string) => t.call({ method: 'GET', url: '/api/auth/validateToken', token });
const reset = (user: TUser, newPassword = 'Fresh#2026', token = t.admin) =>
  t.call({
    method: 'POST',
    url: `/api/sys/users/${user.id}/reset-password`,
    token,
    payload: { version: user.version, newPassword },
  });

async function lockedUser() {
  const user = await createTestUser(t);
  for (let i = 0; i < t.config.lockoutThreshold; i++) await login(user.account, 'Wrong#pass1');
  return reloadUser(t, user.id);
}

describe('POST /sys/users/:id/unlock', () => {
  it('unlocks a locked account, says unlock success, and the user can sign in again', async () => {
    const user = await lockedUser();
    expect(user).toMatchObject({ status: 'locked', failedAttempts: t.config.lockoutThreshold });
    expect(user.lockedAt).not.toBeNull();
    expect((await login(user.account, INITIAL_PASSWORD)).status).toBe(423);
    const res = await unlock(user);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'user.unlocked', message: 'unlock success' });
    expect(res.body.data).toMatchObject({ status: 'active', failedAttempts: 0, lockedAt: null, version: 2 });
    expect((await login(user.account, INITIAL_PASSWORD)).status).toBe(200);
    expect(await auditActionsOf(t, 'user', user.id)).toContain('user.unlocked');
  });

  it('says an account that is not locked is not locked', async () => {
    const user = await createTestUser(t);
    const body = await refused(() => unlock(user), 409);
    expect(body).toMatchObject({
      code: 'user.notLocked',
      message: `Unlock error: account ${user.account} is not locked`,
    });
  });

  it('refuses a stale version and leaves the account locked', async () => {
    const user = await lockedUser();
    const payload = userForm(user, { phone: '+86 1' });
    await t.call({ method: 'PUT', url: `/api/sys/users/${user.id}`, token: t.admin, payload });
    const body = await refused(() => unlock(user), 409);
    expect(body.code).toBe('record.stale');
    expect((await reloadUser(t, user.id)).status).toBe('locked');
  });

  it('says an unknown user does not exist, and is refused without the permission', async () => {
    const user = await createTestUser(t);
    expect((await unlock({ ...user, id: 424242 })).status).toBe(404);
    const res = await unlock(user, 1, await t.signIn('cs01'));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('no permission to use the function');
  });
});

describe('POST /sys/users/:id/lock', () => {
  it('locks until an administrator unlocks, ending the user’s sessions at once', async () => {
    const created = await createTestUser(t);
    const token = await signInFirstTime(t, created.account, 'Mine#2026pw');
    const res = await lock(await reloadUser(t, created.id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 'user.locked',
      message: `Account ${created.account} locked and signed out everywhere`,
      data: { status: 'locked', lockedUntil: null },
    });
    expect(res.body.data.lockedAt).not.toBeNull();
    expect((await validate(token)).status).toBe(401);
    const refusedSignIn = await login(created.account, 'Mine#2026pw');
    expect(refusedSignIn.status).toBe(423);
    expect(refusedSignIn.body.code).toBe('auth.accountLocked');
    expect(await auditActionsOf(t, 'user', created.id)).toContain('user.locked');

    expect((await unlock(res.body.data)).status).toBe(200);
    expect((await login(created.account, 'Mine#2026pw')).status).toBe(200);
  });

  it('says an account that is locked already is locked', async () => {
    const user = await lockedUser();
    const body = await refused(() => lock(user), 409);
    expect(body).toMatchObject({
      code: 'user.alreadyLocked',
      message: `Lock error: account ${user.account} is already locked`,
    });
  });

  it('does not let anyone lock themselves, nor a non-administrator lock an administrator', async () => {
    const page = await t.call({ method: 'GET', url: '/api/sys/users?roleCode=ADMIN', token: t.admin });
    const admin: TUser = page.body.data.rows[0];
    expect((await refused(() => lock(admin), 403)).code).toBe('user.cannotDisableSelf');
    const support = await signInWithPermissions(t, ['/sysUser/list', '/sysUser/unlock']);
    expect((await refused(() => lock(admin, support.token), 403)).code).toBe('user.adminOnly');
  });

  it('is refused without the permission', async () => {
    const user = await createTestUser(t);
    const body = await refused(() => lock(user, 'not-a-token'), 401);
    expect(body.code).toBe('auth.notLoggedIn');
    const customerService = await t.signIn('cs01');
    expect((await refused(() => lock(user, customerService), 403)).code).toBe('auth.forbidden');
  });
});

describe('POST /sys/users/:id/reset-password', () => {
  it('sets a new initial password, ends every session and forces a change at the next sign-in', async () => {
    const created = await createTestUser(t);
    const first = await signInFirstTime(t, created.account, 'Mine#2026pw');
    const second = await t.signIn(created.account, 'Mine#2026pw');
    const res = await reset(await reloadUser(t, created.id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'user.passwordReset', data: { mustChangePassword: true } });
    expect(res.body.message).toBe(`Password reset: ${created.account} must change it at the next sign-in`);
    for (const token of [first, second])
      expect((await t.call({ method: 'GET', url: '/api/auth/validateToken', token })).status).toBe(401);
    expect((await login(created.account, 'Mine#2026pw')).body.code).toBe('auth.invalidCredentials');
    expect((await login(created.account, 'Fresh#2026')).body.code).toBe('auth.passwordChange.firstLogin');
    expect(await auditActionsOf(t, 'user', created.id)).toContain('user.passwordReset');
  });

  it('holds the new password to the spec §5 policy', async () => {
    const user = await createTestUser(t);
    const res = await reset(user, 'short');
    expect(res.status).toBe(400);
    expect(res.body.data.issues).toMatchObject([{ field: 'body.newPassword' }]);
  });

  it('refuses a stale version, keeping the old password', async () => {
    const user = await createTestUser(t);
    await reset(user);
    const body = await refused(() => reset(user, 'Other#2026'), 409);
    expect(body.code).toBe('record.stale');
    expect((await login(user.account, 'Fresh#2026')).status).toBe(200);
  });

  it('lets only an administrator reset an administrator’s password', async () => {
    const support = await signInWithPermissions(t, ['/sysUser/list', '/sysUser/resetPassword']);
    const page = await t.call({ method: 'GET', url: '/api/sys/users?roleCode=ADMIN', token: t.admin });
    const body = await refused(() => reset(page.body.data.rows[0], 'Taken#2026', support.token), 403);
    expect(body.code).toBe('user.adminOnly');
    const colleague = await createTestUser(t, { roleCodes: [] });
    expect((await reset(colleague, 'Fresh#2026', support.token)).status).toBe(200);
  });

  it('rolls back the password and the session ends when the operation-log row cannot be written', async () => {
    const created = await createTestUser(t);
    const token = await signInFirstTime(t, created.account);
    const restore = await failAuditOf(t, 'user.passwordReset');
    await refused(async () => reset(await reloadUser(t, created.id)), 500).finally(restore);
    expect((await t.call({ method: 'GET', url: '/api/auth/validateToken', token })).status).toBe(200);
  });
});
