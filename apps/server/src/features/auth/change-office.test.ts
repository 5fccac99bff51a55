import { beforeAll, describe, expect, it } from 'vitest';
import { userForm } from '../../../test/admin-factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
let op01: string;
beforeAll(async () => {
  op01 = await t.signIn('op01');
});

const changeOffice = (query: string, token = op01) =>
  t.call({ method: 'GET', url: `/api/auth/ChangeSystemOffice?${query}`, token });
const currentOffice = async (token: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: '/api/auth/GetCurrentUser', token, headers });

describe('GET auth/ChangeSystemOffice', () => {
  it('moves the session to another office of the user and answers where to go', async () => {
    const res = await changeOffice('officeCode=ngb&url=/ocean_exp/list');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ officeCode: 'NGB', url: '/ocean_exp/list' });
    expect((await currentOffice(op01)).body.data.officeCode).toBe('NGB');
    expect((await changeOffice('officeCode=SHA')).body.data).toEqual({ officeCode: 'SHA', url: '/home/index' });
  });

  it('sends a redirect to a foreign site home instead', async () => {
    for (const url of ['https://evil.example/phish', '//evil.example', 'javascript:alert(1)']) {
      const res = await changeOffice(`officeCode=NGB&url=${encodeURIComponent(url)}`);
      expect(res.body.data.url).toBe('/home/index');
    }
  });

  it('refuses an office the user does not belong to, leaving the session where it was', async () => {
    await changeOffice('officeCode=SHA');
    const res = await changeOffice('officeCode=HKG');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'auth.officeNotAllowed', message: 'You do not belong to office HKG' });
    expect((await currentOffice(op01)).body.data.officeCode).toBe('SHA');
  });
});

describe('spec §7 context headers', () => {
  it('takes x-change-office-code of one of the user’s offices for the request', async () => {
    const res = await currentOffice(op01, { 'x-change-office-code': 'ngb' });
    expect(res.body.data.officeCode).toBe('NGB');
  });

  it('refuses x-change-office-code of a foreign office', async () => {
    const res = await currentOffice(op01, { 'x-change-office-code': 'SZX' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('auth.officeNotAllowed');
  });

  it('refuses an x-db-code other than the user’s company database', async () => {
    expect((await currentOffice(op01, { 'x-db-code': 'APEX_CN' })).status).toBe(200);
    const res = await currentOffice(op01, { 'x-db-code': 'APEX_HK' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'auth.dbCodeMismatch',
      message: 'Database code APEX_HK does not match your company',
    });
  });
});

describe('a user removed from an office', () => {
  it('has open sessions in that office moved to the default office at once', async () => {
    const user = (await t.call({ method: 'GET', url: '/api/sys/users?keyword=op01', token: t.admin })).body.data
      .rows[0];
    const token = await t.signIn('op01');
    await changeOffice('officeCode=NGB', token);
    const res = await t.call({
      method: 'PUT',
      url: `/api/sys/users/${user.id}`,
      token: t.admin,
      payload: userForm(user, { officeCodes: ['SHA'], defaultOfficeCode: 'SHA' }),
    });
    expect(res.status).toBe(200);
    expect((await currentOffice(token)).body.data.officeCode).toBe('SHA');
  });
});
