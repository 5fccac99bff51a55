import { DEMO_ACCOUNT_BY_ROLE } from '@apex/shared/demo';
import { PERMISSION_CODES, PERMISSIONS, type TSystemRole } from '@apex/shared/permissions';

/** The permissions a staff role starts with (registry.ts defaultRoles), sorted as the server sends them. */
const defaultsOf = (role: TSystemRole) =>
  PERMISSION_CODES.filter((code) => (PERMISSIONS[code].defaultRoles as readonly string[]).includes(role)).sort();

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

const currentUser = async (account: string, headers: Record<string, string> = {}) => {
  const res = await t.call({ method: 'GET', url: '/api/auth/GetCurrentUser', token: await t.signIn(account), headers });
  expect(res.status).toBe(200);
  return res.body.data;
};
const urlsOf = (menus: { url: string }[]) => menus.map((m) => m.url);

/** Pages each demo role must see and must not see (seed/menu-tree.ts grants). */
const MENUS_BY_ROLE: Record<Exclude<TSystemRole, 'ADMIN'>, { sees: string[]; not: string[] }> = {
  OPERATOR: { sees: ['/ocean_exp/list', '/ocean_exp/trucksplit', '/dispatch/board'], not: ['/systemSetting/users'] },
  SALES: { sees: ['/ocean_exp/list', '/contractManagement/nvoContract'], not: ['/ocean_exp/trucksplit'] },
  CUSTOMER_SERVICE: { sees: ['/sc/oceanimport/JobGoodsStatus'], not: ['/customer_order/invoice_edi'] },
  FINANCE: { sees: ['/systemSetting/chargeSchemeList', '/customer_order/invoice_edi'], not: ['/goodslist'] },
  WAREHOUSE: { sees: ['/WarehouseManagementList/index', '/goodslist'], not: ['/ocean_exp/list'] },
};

describe('GET auth/GetCurrentUser', () => {
  it('answers the operator’s profile, offices and the menus of the role', async () => {
    const user = await currentUser('op01');
    expect(user).toMatchObject({
      account: 'op01',
      name: 'Chen Jing 陈静',
      companyCode: 'APEX',
      userCompany: 'Apex Logistics (China) Co., Ltd.',
      webServiceInfo: 'APEX_CN',
      officeCode: 'SHA',
      offices: [
        { officeCode: 'NGB', name: 'Ningbo Branch' },
        { officeCode: 'SHA', name: 'Shanghai Head Office' },
      ],
      roles: ['OPERATOR'],
      permissionlist: defaultsOf('OPERATOR'),
      passwordChangeReason: null,
    });
    expect(urlsOf(user.menulist)).toContain('/ocean_exp/list');
    expect(urlsOf(user.menulist)).not.toContain('/systemSetting/users');
  });

  it('gives each spec §2.6 menu field, with sections before their pages', async () => {
    const { menulist } = await currentUser('op01');
    const keys = ['app_code', 'aurl', 'icon', 'id', 'level', 'name', 'names', 'pId', 'sort', 'target', 'url'];
    for (const item of menulist) expect(Object.keys(item).sort()).toEqual(keys);
    const exportJobs = menulist.find((m: { url: string }) => m.url === '/ocean_exp/list');
    const section = menulist.find((m: { id: number }) => m.id === exportJobs.pId);
    expect(section).toMatchObject({ url: '/ocean_exp', level: 1, pId: 0, name: 'Ocean Export' });
    expect(menulist.indexOf(section)).toBeLessThan(menulist.indexOf(exportJobs));
    const tms = menulist.find((m: { url: string }) => m.url === '/dispatch/board');
    expect(tms).toMatchObject({ level: 3, app_code: 'apex-tmsus', aurl: expect.stringMatching(/^https:/) });
  });

  it('names menus and offices in the language of the request', async () => {
    const user = await currentUser('op01', { 'x-language': 'zh_CN' });
    const names = user.menulist.map((m: { name: string }) => m.name);
    expect(names).toContain('海运出口');
    expect(names).toContain('出口工作单');
    expect(user.offices[1]).toEqual({ officeCode: 'SHA', name: '上海总部' });
    const hk = await currentUser('op01', { 'x-language': 'zh_HK' });
    expect(hk.menulist.map((m: { name: string }) => m.name)).toContain('出口工作單');
  });

  it('gives the administrator every menu and permission', async () => {
    const user = await currentUser('admin');
    const all = await t.call({ method: 'GET', url: '/api/sys/menus', token: await t.signIn('admin') });
    expect(user.menulist).toHaveLength(all.body.data.length);
    expect(urlsOf(user.menulist)).toContain('/systemSetting/users');
    expect(user.permissionlist).toEqual([...PERMISSION_CODES].sort());
  });

  it.each(Object.entries(MENUS_BY_ROLE))('gives %s its own menus and no admin permission', async (role, menus) => {
    const user = await currentUser(DEMO_ACCOUNT_BY_ROLE[role as TSystemRole]);
    expect(user.roles).toEqual([role]);
    expect(user.permissionlist).toEqual(defaultsOf(role as TSystemRole));
    expect(
      user.permissionlist.filter((code: string) => PERMISSIONS[code as keyof typeof PERMISSIONS].group === 'ADMIN'),
    ).toEqual([]);
    for (const url of menus.sees) expect(urlsOf(user.menulist)).toContain(url);
    for (const url of menus.not) expect(urlsOf(user.menulist)).not.toContain(url);
  });

  it('accepts the token as a query parameter (spec §7)', async () => {
    const token = await t.signIn('hk.ops');
    const res = await t.call({ method: 'GET', url: `/api/auth/GetCurrentUser?token=${token}&systemcode=apex-tmsus` });
    expect(res.body.data).toMatchObject({
      account: 'hk.ops',
      webServiceInfo: 'APEX_HK',
      roles: ['CUSTOMER_SERVICE', 'OPERATOR'],
    });
  });

  it('answers 401 without a valid token', async () => {
    for (const token of [undefined, 'forged-token']) {
      const res = await t.call({ method: 'GET', url: '/api/auth/GetCurrentUser', ...(token ? { token } : {}) });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('You are not logged in or your login has expired, please log in again');
    }
  });
});
