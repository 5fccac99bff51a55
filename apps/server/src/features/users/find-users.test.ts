import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

const list = async (query: string, token = t.admin) => {
  const res = await t.call({ method: 'GET', url: `/api/sys/users?${query}`, token });
  expect(res.status).toBe(200);
  return { accounts: res.body.data.rows.map((u: { account: string }) => u.account), total: res.body.data.total };
};

describe('GET /sys/users', () => {
  it('pages users sorted by account, with offices, roles and status', async () => {
    const res = await t.call({ method: 'GET', url: '/api/sys/users?pageSize=3', token: t.admin });
    expect(res.body.data.total).toBe(8);
    expect(res.body.data.rows.map((u: { account: string }) => u.account)).toEqual(['admin', 'cs01', 'fin01']);
    expect(res.body.data.rows[2]).toMatchObject({
      name: 'Zhao Min 赵敏',
      companyCode: 'APEX',
      defaultOfficeCode: 'SHA',
      officeCodes: ['SHA', 'SZX'],
      roleCodes: ['FINANCE'],
      status: 'active',
      lockedAt: null,
      mustChangePassword: false,
      version: 1,
    });
    expect(res.body.data.rows[2]).not.toHaveProperty('passwordHash');
    expect((await list('pageSize=3&page=3')).accounts).toEqual(['scops', 'wh01']);
  });

  it('sorts descending on request', async () => {
    expect((await list('sortField=name&sortOrder=descend&pageSize=2')).accounts).toEqual(['fin01', 'sales01']);
  });

  it('finds by a keyword in account, name or e-mail', async () => {
    expect(await list(`keyword=${encodeURIComponent('张敏')}`)).toEqual({ accounts: [], total: 0 });
    expect((await list(`keyword=${encodeURIComponent('張敏')}`)).accounts).toEqual(['hk.ops']);
    expect((await list('keyword=SALES01@APEX')).accounts).toEqual(['sales01']);
  });

  it('filters by role and by office, with lower-case codes', async () => {
    expect((await list('roleCode=operator')).accounts).toEqual(['hk.ops', 'op01', 'scops']);
    expect((await list('officeCode=szx')).accounts).toEqual(['admin', 'cs01', 'fin01', 'wh01']);
    expect((await list('officeCode=SZX&roleCode=FINANCE')).accounts).toEqual(['fin01']);
  });

  it('filters by status', async () => {
    for (let i = 0; i < 5; i++)
      await t.call({
        method: 'POST',
        url: '/api/auth/WHSSOLogin',
        payload: { username: 'wh01', password: 'Wrong#1x' },
      });
    expect(await list('status=locked')).toEqual({ accounts: ['wh01'], total: 1 });
    expect((await list('status=active')).total).toBe(7);
    expect((await list('status=disabled')).total).toBe(0);
  });

  it('refuses an unknown status, naming the field', async () => {
    const res = await t.call({ method: 'GET', url: '/api/sys/users?status=gone', token: t.admin });
    expect(res.status).toBe(400);
    expect(res.body.data.issues[0].field).toBe('query.status');
  });

  it('is refused to a user without the permission', async () => {
    const res = await t.call({ method: 'GET', url: '/api/sys/users', token: await t.signIn('op01') });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'auth.forbidden', message: 'no permission to use the function' });
  });
});

describe('GET /sys/users/:id', () => {
  it('answers one user', async () => {
    const page = await t.call({ method: 'GET', url: '/api/sys/users?keyword=op01', token: t.admin });
    const op01 = page.body.data.rows[0];
    const res = await t.call({ method: 'GET', url: `/api/sys/users/${op01.id}`, token: t.admin });
    expect(res.body.data).toEqual(op01);
  });

  it('says an unknown user does not exist', async () => {
    const res = await t.call({ method: 'GET', url: '/api/sys/users/424242', token: t.admin });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'record.notFound', message: 'User 424242 does not exist' });
  });
});
