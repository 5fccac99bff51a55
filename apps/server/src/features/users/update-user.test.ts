import type { TUser } from '@apex/shared/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  reloadUser,
  signInFirstTime,
  signInWithPermissions,
  userForm,
} from '../../../test/admin-factories';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../test/db-state';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
let adminUser: TUser;
beforeAll(async () => {
  adminUser = (await t.call({ method: 'GET', url: '/api/sys/users?keyword=admin', token: t.admin })).body.data.rows[0];
});

const refused = refusalsOf(t);

const put = (user: TUser, changes: Partial<TUser & { enabled: boolean }> = {}, token = t.admin) =>
  t.call({ method: 'PUT', url: `/api/sys/users/${user.id}`, token, payload: userForm(user, changes) });

describe('PUT /sys/users/:id', () => {
  it('updates profile, offices and roles, bumps the version and logs the changes', async () => {
    const user = await createTestUser(t);
    const res = await put(user, { name: ' Sun Li ', defaultOfficeCode: 'szx', officeCodes: ['SZX'], roleCodes: [] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Sun Li', defaultOfficeCode: 'SZX', officeCodes: ['SZX'], version: 2 });
    expect(res.body.data.roleCodes).toEqual([]);
    expect(await auditActionsOf(t, 'user', user.id)).toEqual(['user.created', 'user.updated']);
  });

  it('disabling ends the user’s sessions and is logged as such', async () => {
    const user = await createTestUser(t);
    const token = await signInFirstTime(t, user.account);
    const fresh = await reloadUser(t, user.id);
    const res = await put(fresh, { enabled: false });
    expect(res.body.data.status).toBe('disabled');
    expect((await t.call({ method: 'GET', url: '/api/auth/validateToken', token })).status).toBe(401);
    expect(await auditActionsOf(t, 'user', user.id)).toEqual(['user.created', 'auth.passwordChanged', 'user.disabled']);
    const again = await put(res.body.data, { enabled: true });
    expect(again.body.data.status).toBe('active');
    expect((await auditActionsOf(t, 'user', user.id)).at(-1)).toBe('user.enabled');
  });

  it('refuses a stale version, naming who changed the user and when', async () => {
    const user = await createTestUser(t);
    await put(user, { phone: '1' });
    const body = await refused(() => put(user, { phone: '2' }), 409);
    expect(body.code).toBe('record.stale');
    expect(body.message).toMatch(/changed by admin at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
  });

  it('names an unknown office and a default office outside the user’s offices', async () => {
    const user = await createTestUser(t);
    const unknown = await refused(() => put(user, { officeCodes: ['SHA', 'NGB', 'ZZZ'] }), 400);
    expect(unknown.data.issues).toEqual([{ field: 'body.officeCodes[2]', message: 'Office ZZZ does not exist' }]);
    const outside = await refused(() => put(user, { defaultOfficeCode: 'HKG' }), 400);
    expect(outside.data.issues).toMatchObject([{ field: 'body.defaultOfficeCode' }]);
  });

  it('says an unknown user does not exist', async () => {
    const body = await refused(() => put({ ...adminUser, id: 424242 }), 404);
    expect(body.code).toBe('record.notFound');
  });

  it('does not let administrators disable themselves or drop their own ADMIN role', async () => {
    const disable = await refused(() => put(adminUser, { enabled: false }), 403);
    expect(disable).toMatchObject({ code: 'user.cannotDisableSelf' });
    const drop = await refused(() => put(adminUser, { roleCodes: ['OPERATOR'] }), 403);
    expect(drop.message).toBe('You cannot disable or remove your own administrator access');
  });

  it('lets only an administrator manage an administrator', async () => {
    const manager = await signInWithPermissions(t, ['/sysUser/list', '/sysUser/edit']);
    const body = await refused(() => put(adminUser, { name: 'Mallory' }, manager.token), 403);
    expect(body.code).toBe('user.adminOnly');
    const promote = await refused(() => put(manager.user, { roleCodes: ['ADMIN'] }, manager.token), 403);
    expect(promote.code).toBe('user.adminOnly');
  });

  it('is refused to a user without the permission', async () => {
    const body = await refused(() => put(adminUser, {}, 'not-a-token'), 401);
    expect(body.code).toBe('auth.notLoggedIn');
    const viewer = await signInWithPermissions(t, ['/sysUser/list']);
    expect((await put(adminUser, {}, viewer.token)).body.message).toBe('no permission to use the function');
  });

  it('rolls back offices, roles and sessions when the operation-log row cannot be written', async () => {
    const created = await createTestUser(t);
    await signInFirstTime(t, created.account);
    const user = await reloadUser(t, created.id);
    const restore = await failAuditOf(t, 'user.disabled');
    await refused(() => put(user, { enabled: false, roleCodes: [], officeCodes: ['SHA'] }), 500).finally(restore);
  });
});
