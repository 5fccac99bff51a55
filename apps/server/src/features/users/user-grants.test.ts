import type { TUser } from '@apex/shared/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestRole,
  createTestUser,
  reloadUser,
  signInWithPermissions,
  userForm,
  userInput,
} from '../../../test/admin-factories';
import { refusalsOf } from '../../../test/db-state';
import { useTestApp } from '../../../test/test-app';

/** Issue 14: whoever manages users without being an administrator grants only what they hold. */
const t = useTestApp();
const refused = refusalsOf(t);
const USER_MANAGER = ['/sysUser/list', '/sysUser/edit', '/sysUser/unlock'];
// The factories' users belong to SHA and NGB: the manager does too, and not to HKG.
let manager: Awaited<ReturnType<typeof signInWithPermissions>>;
beforeAll(async () => {
  manager = await signInWithPermissions(t, USER_MANAGER);
});

const put = (user: TUser, changes: Partial<TUser>, token = manager.token) =>
  t.call({ method: 'PUT', url: `/api/sys/users/${user.id}`, token, payload: userForm(user, changes) });
const create = (changes: Parameters<typeof userInput>[0], token = manager.token) =>
  t.call({ method: 'POST', url: '/api/sys/users', token, payload: userInput(changes) });
const reset = (user: TUser, token: string) =>
  t.call({
    method: 'POST',
    url: `/api/sys/users/${user.id}/reset-password`,
    token,
    payload: { version: user.version, newPassword: 'Taken#2026' },
  });
const issuesOf = (body: { data: { issues: unknown[] } }) => body.data.issues;

describe('granting roles and offices', () => {
  it('does not let a user manager give itself a role whose permissions it lacks', async () => {
    const self = await reloadUser(t, manager.user.id);
    const body = await refused(() => put(self, { roleCodes: [...self.roleCodes, 'FINANCE'] }), 400);
    expect(body.code).toBe('user.roleNotHeld');
    expect(issuesOf(body)).toEqual([
      {
        field: 'body.roleCodes[1]',
        message: expect.stringMatching(
          /^You can only grant roles whose permissions you hold yourself: FINANCE needs \//,
        ),
      },
    ]);
  });

  it('does not let it give itself or anyone an office it does not belong to', async () => {
    const self = await reloadUser(t, manager.user.id);
    const own = await refused(() => put(self, { officeCodes: ['SHA', 'NGB', 'HKG'] }), 400);
    expect(issuesOf(own)).toEqual([
      { field: 'body.officeCodes[2]', message: 'You can only grant offices you belong to yourself: HKG' },
    ]);
    const other = await refused(() => create({ roleCodes: [], defaultOfficeCode: 'HKG', officeCodes: ['HKG'] }), 400);
    expect(other.code).toBe('user.officeNotHeld');
  });

  it('refuses a new user with a role beyond the manager’s permissions', async () => {
    const body = await refused(() => create({ roleCodes: ['OPERATOR'] }), 400);
    expect(issuesOf(body)).toMatchObject([{ field: 'body.roleCodes[0]' }]);
  });

  it('grants roles within the manager’s permissions and offices it belongs to, and keeps what a user had', async () => {
    const helper = await createTestRole(t, { permissions: ['/sysUser/list'] });
    const created = await create({ roleCodes: [helper.roleCode], officeCodes: ['SHA'] });
    expect(created.status).toBe(200);
    // An operator in HKG keeps role and office when the manager changes the phone number only.
    const operator = await createTestUser(t, { defaultOfficeCode: 'HKG', officeCodes: ['HKG', 'SHA'] });
    const kept = await put(operator, { phone: '+852 1234' });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ roleCodes: ['OPERATOR'], officeCodes: ['HKG', 'SHA'] });
  });
});

describe('resetting another user’s password', () => {
  it('needs the permission to reset passwords: editing and unlocking users is not enough', async () => {
    const colleague = await createTestUser(t, { roleCodes: [] });
    const body = await refused(() => reset(colleague, manager.token), 403);
    expect(body.code).toBe('auth.forbidden');
  });

  it('is refused for a user with a permission or an office the resetter lacks', async () => {
    const support = await signInWithPermissions(t, ['/sysUser/list', '/sysUser/resetPassword']);
    const operator = await createTestUser(t);
    expect((await refused(() => reset(operator, support.token), 403)).code).toBe('user.cannotTakeOver');
    const elsewhere = await createTestUser(t, { roleCodes: [], defaultOfficeCode: 'HKG', officeCodes: ['HKG'] });
    const body = await refused(() => reset(elsewhere, support.token), 403);
    expect(body.message).toBe(
      `You can only reset the password of a user whose roles and offices you hold yourself: ${elsewhere.account}`,
    );
    const peer = await createTestUser(t, { roleCodes: [support.role.roleCode], officeCodes: ['SHA'] });
    expect((await reset(peer, support.token)).status).toBe(200);
  });
});
