import { describe, expect, it } from 'vitest';
import { createTestUser, INITIAL_PASSWORD } from '../../../test/admin-factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

const urlsOf = (menus: { url: string }[]) => menus.map((m) => m.url);

describe('a user an administrator created', () => {
  it('must change the initial password before anything else, then gets the role’s menus', async () => {
    const user = await createTestUser(t, { roleCodes: ['OPERATOR'] });

    const login = await t.call({
      method: 'POST',
      url: '/api/auth/WHSSOLogin',
      payload: { username: user.account, password: INITIAL_PASSWORD, code: '', uuid: '', type: 2 },
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ code: 'auth.passwordChange.firstLogin' });
    expect(login.body.message).toBe('First login: please change your password');
    const token = login.body.data as string;

    const during = await t.call({ method: 'GET', url: '/api/auth/GetCurrentUser', token });
    expect(during.body.data).toMatchObject({ menulist: [], permissionlist: [], passwordChangeReason: 'firstLogin' });

    for (const url of ['/api/auth/ChangeSystemOffice?officeCode=NGB', '/api/sys/users']) {
      const refused = await t.call({ method: 'GET', url, token });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('auth.passwordChange.required');
    }

    const newPassword = 'Ocean#2026x';
    const change = await t.call({
      method: 'POST',
      url: '/api/auth/changePassword',
      token,
      payload: { oldPassword: INITIAL_PASSWORD, newPassword, confirmPassword: newPassword },
    });
    expect(change.body).toMatchObject({ statusCode: 200, message: 'Password changed' });

    const after = await t.call({ method: 'GET', url: '/api/auth/GetCurrentUser', token });
    expect(after.body.data.passwordChangeReason).toBeNull();
    expect(urlsOf(after.body.data.menulist)).toContain('/ocean_exp/list');
    expect(urlsOf(after.body.data.menulist)).not.toContain('/systemSetting/users');
    const office = await t.call({ method: 'GET', url: '/api/auth/ChangeSystemOffice?officeCode=NGB', token });
    expect(office.status).toBe(200);
  });
});
