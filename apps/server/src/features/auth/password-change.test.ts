import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signInFirstTime } from '../../../test/admin-factories';
import { auditActionsOf, refusalsOf } from '../../../test/db-state';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

const OLD = 'Mine#2026pw';
const change = (token: string, oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
  t.call({
    method: 'POST',
    url: '/api/auth/changePassword',
    token,
    payload: { oldPassword, newPassword, confirmPassword },
  });

/** A fresh user past the first sign-in, with OLD as password. */
async function signedInUser() {
  const user = await createTestUser(t);
  return { user, token: await signInFirstTime(t, user.account, OLD) };
}

describe('POST auth/changePassword refuses, naming the field (spec §5)', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await signedInUser());
  });

  const cases: [string, [string, string, string], { field: string; message: string }[]][] = [
    [
      'empty fields',
      ['', '', ''],
      [
        { field: 'body.oldPassword', message: 'fields cannot be empty' },
        { field: 'body.newPassword', message: 'fields cannot be empty' },
        { field: 'body.confirmPassword', message: 'fields cannot be empty' },
      ],
    ],
    [
      'fewer than 8 characters',
      [OLD, 'Ab#1234', 'Ab#1234'],
      [{ field: 'body.newPassword', message: 'The password needs at least 8 characters' }],
    ],
    [
      'fewer than 3 character classes',
      [OLD, 'abcdefgh1', 'abcdefgh1'],
      [
        {
          field: 'body.newPassword',
          message:
            'The password needs at least 3 of: upper-case letters, lower-case letters, digits, special characters',
        },
      ],
    ],
    [
      'the old password again',
      [OLD, OLD, OLD],
      [{ field: 'body.newPassword', message: 'The new password must differ from the old one' }],
    ],
    [
      'a confirmation that differs',
      [OLD, 'New#2026pw', 'New#2026px'],
      [{ field: 'body.confirmPassword', message: 'The confirmation does not match the new password' }],
    ],
    [
      'a wrong old password',
      ['Wrong#2026', 'New#2026pw', 'New#2026pw'],
      [{ field: 'body.oldPassword', message: 'The old password is wrong' }],
    ],
  ];

  it.each(cases)('%s', async (_name, [oldPassword, newPassword, confirmPassword], issues) => {
    const body = await refusalsOf(t)(() => change(token, oldPassword, newPassword, confirmPassword), 400);
    expect(body.data.issues).toEqual(issues);
  });

  it('in the caller’s language', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/changePassword',
      token,
      headers: { 'x-language': 'zh_CN' },
      payload: { oldPassword: OLD, newPassword: 'New#2026pw', confirmPassword: 'other' },
    });
    expect(res.body.data.issues).toEqual([{ field: 'body.confirmPassword', message: '两次输入的新密码不一致' }]);
  });
});

describe('POST auth/changePassword succeeds', () => {
  it('ends the user’s other sessions, keeps this one, and only the new password signs in', async () => {
    const { user, token } = await signedInUser();
    const other = await t.signIn(user.account, OLD);
    const res = await change(token, OLD, 'Brand#New1');
    expect(res.body).toMatchObject({ statusCode: 200, message: 'Password changed', code: 'password.changed' });
    expect((await t.call({ method: 'GET', url: '/api/auth/validateToken', token })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/auth/validateToken', token: other })).status).toBe(401);
    const old = await t.call({
      method: 'POST',
      url: '/api/auth/WHSSOLogin',
      payload: { username: user.account, password: OLD },
    });
    expect(old.body.code).toBe('auth.invalidCredentials');
    await expect(t.signIn(user.account, 'Brand#New1')).resolves.toMatch(/^[\w-]{43}$/);
    expect((await auditActionsOf(t, 'user', user.id)).filter((a) => a === 'auth.passwordChanged')).toHaveLength(2);
  });

  it('answers 401 without a session', async () => {
    const res = await change('nope', OLD, 'Brand#New1');
    expect(res.status).toBe(401);
  });
});
