import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

const get = (url: string, headers: Record<string, string> = {}, token = t.admin) =>
  t.call({ method: 'GET', url, token, headers });
const codesOf = (rows: { roleCode: string }[]) => rows.map((r) => r.roleCode);

describe('GET /sys/roles', () => {
  it('pages the roles with their grants and how many users hold them', async () => {
    const res = await get('/api/sys/roles?pageSize=2');
    expect(res.body.data.total).toBe(6);
    expect(codesOf(res.body.data.rows)).toEqual(['ADMIN', 'CUSTOMER_SERVICE']);
    expect(res.body.data.rows[0]).toMatchObject({ allAccess: true, userCount: 1, nameCn: '系统管理员' });
    const operator = (await get('/api/sys/roles?keyword=oper')).body.data.rows[0];
    expect(operator).toMatchObject({
      roleCode: 'OPERATOR',
      allAccess: false,
      userCount: 3,
      permissions: [
        '/baseCode/list',
        '/carrier/list',
        '/charge/edit',
        '/charge/list',
        '/chargeCode/list',
        '/chargeScheme/list',
        '/currency/list',
        '/doc/edit',
        '/doc/list',
        '/document/original',
        '/document/print',
        '/edoc/delete',
        '/edoc/edit',
        '/edoc/list',
        '/exchangeRate/list',
        '/goodsList/list',
        '/invoice/edit',
        '/invoice/list',
        '/oceanExport/edit',
        '/oceanExport/list',
        '/oceanImport/edit',
        '/oceanImport/list',
        '/party/list',
        '/port/list',
        '/shipEdit/edit',
        '/shipEdit/list',
        '/tasks/index',
        '/tracking/view',
        '/warehouse/edit',
        '/warehouse/list',
      ],
    });
    expect(operator.menuIds.length).toBeGreaterThan(10);
  });

  it('finds by a keyword in the code or any name, and sorts on request', async () => {
    expect(codesOf((await get(`/api/sys/roles?keyword=${encodeURIComponent('財務')}`)).body.data.rows)).toEqual([
      'FINANCE',
    ]);
    const sorted = await get('/api/sys/roles?sortField=nameEn&sortOrder=descend&pageSize=2');
    expect(codesOf(sorted.body.data.rows)).toEqual(['WAREHOUSE', 'SALES']);
  });

  it('is refused to a user without the permission', async () => {
    const res = await get('/api/sys/roles', {}, await t.signIn('fin01'));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('no permission to use the function');
  });
});

describe('GET /sys/roles/:id', () => {
  it('answers one role, or says it does not exist', async () => {
    const first = (await get('/api/sys/roles?pageSize=1')).body.data.rows[0];
    expect((await get(`/api/sys/roles/${first.id}`)).body.data).toEqual(first);
    const missing = await get('/api/sys/roles/77777');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Role 77777 does not exist');
  });
});

describe('GET /sys/permissions', () => {
  it('lists every permission with its label in the caller’s language', async () => {
    const en = await get('/api/sys/permissions');
    expect(en.body.data).toContainEqual({ code: '/sysUser/list', group: 'ADMIN', label: 'View users' });
    const hk = await get('/api/sys/permissions', { 'x-language': 'zh_HK' });
    expect(hk.body.data).toContainEqual({ code: '/sysUser/list', group: 'ADMIN', label: '查看用戶' });
    expect(hk.body.data).toHaveLength(en.body.data.length);
  });
});

describe('GET /sys/menus', () => {
  it('answers the whole menu tree with names in the caller’s language', async () => {
    const res = await get('/api/sys/menus', { 'x-language': 'zh_CN' });
    const byUrl = new Map(res.body.data.map((m: { url: string }) => [m.url, m]));
    expect(byUrl.get('/systemSetting/users')).toMatchObject({ level: 3, name: '用户', app_code: 'sc_ocean_web' });
    expect(byUrl.get('/ocean_exp')).toMatchObject({ level: 1, pId: 0, name: '海运出口' });
  });
});
