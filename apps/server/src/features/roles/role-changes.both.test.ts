import { beforeAll, describe, expect, it } from 'vitest';
import { createTestRole, roleInput, signInWithPermissions } from '../../../test/admin-factories';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../test/db-state';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
let menuIds: number[];
let adminRole: { id: number; version: number };
beforeAll(async () => {
  const menus = await t.call({ method: 'GET', url: '/api/sys/menus', token: t.admin });
  menuIds = menus.body.data.map((m: { id: number }) => m.id);
  const roles = await t.call({ method: 'GET', url: '/api/sys/roles?keyword=ADMIN', token: t.admin });
  adminRole = roles.body.data.rows[0];
});

const refused = refusalsOf(t);

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });
const edit = (version: number) => ({ ...roleInput(), version, permissions: ['/sysUser/list'], menuIds: [menuIds[0]!] });

describe('POST /sys/roles', () => {
  it('creates a role with permissions and menus, and logs it', async () => {
    const payload = roleInput({ roleCode: 'docs', permissions: ['/sysUser/list', '/sysUser/list'], menuIds });
    const res = await send('POST', '/api/sys/roles', payload);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ roleCode: 'DOCS', allAccess: false, permissions: ['/sysUser/list'] });
    expect(res.body.data.menuIds).toHaveLength(menuIds.length);
    expect(await auditActionsOf(t, 'role', res.body.data.id)).toEqual(['role.created']);
  });

  it('refuses a code that exists', async () => {
    const body = await refused(() => send('POST', '/api/sys/roles', roleInput({ roleCode: 'sales' })), 409);
    expect(body).toMatchObject({ code: 'record.duplicate', message: 'Role SALES already exists' });
  });

  it('names an unknown permission and an unknown menu', async () => {
    const permission = await refused(
      () => send('POST', '/api/sys/roles', roleInput({ permissions: ['/sysUser/list', '/pod/launch'] })),
      400,
    );
    expect(permission).toMatchObject({
      code: 'permission.unknown',
      data: { issues: [{ field: 'body.permissions[1]', message: 'Unknown permission /pod/launch' }] },
    });
    const menu = await refused(() => send('POST', '/api/sys/roles', roleInput({ menuIds: [999_999] })), 400);
    expect(menu).toMatchObject({ code: 'menu.unknown', data: { issues: [{ field: 'body.menuIds[0]' }] } });
  });

  it('is refused to a user without the permission', async () => {
    const body = await refused(() => send('POST', '/api/sys/roles', roleInput(), 'x'), 401);
    expect(body.code).toBe('auth.notLoggedIn');
    const op = await t.signIn('op01');
    expect((await send('POST', '/api/sys/roles', roleInput(), op)).status).toBe(403);
  });
});

describe('PUT /sys/roles/:id', () => {
  it('replaces names, permissions and menus, and its holders feel it at once', async () => {
    const holder = await signInWithPermissions(t, []);
    const users = () => t.call({ method: 'GET', url: '/api/sys/users', token: holder.token });
    expect((await users()).status).toBe(403);
    const res = await send('PUT', `/api/sys/roles/${holder.role.id}`, { ...edit(1), nameEn: 'Docs' });
    expect(res.body.data).toMatchObject({ nameEn: 'Docs', permissions: ['/sysUser/list'], version: 2, userCount: 1 });
    expect(res.body.data.menuIds).toEqual([menuIds[0]]);
    expect(await auditActionsOf(t, 'role', holder.role.id)).toEqual(['role.created', 'role.updated']);
    expect((await users()).status).toBe(200);
  });

  it('refuses a stale version, naming who changed the role', async () => {
    const role = await createTestRole(t);
    await send('PUT', `/api/sys/roles/${role.id}`, edit(1));
    const body = await refused(() => send('PUT', `/api/sys/roles/${role.id}`, edit(1)), 409);
    expect(body).toMatchObject({ code: 'record.stale', data: { updatedBy: 'admin', version: 2 } });
  });

  it('keeps the administrator role as it is', async () => {
    const body = await refused(() => send('PUT', `/api/sys/roles/${adminRole.id}`, edit(adminRole.version)), 403);
    expect(body).toMatchObject({ code: 'role.systemRole' });
  });

  it('says an unknown role does not exist', async () => {
    expect((await send('PUT', '/api/sys/roles/77777', edit(1))).status).toBe(404);
  });

  it('rolls back when the operation-log row cannot be written', async () => {
    const role = await createTestRole(t);
    const restore = await failAuditOf(t, 'role.updated');
    await refused(() => send('PUT', `/api/sys/roles/${role.id}`, edit(1)), 500).finally(restore);
  });
});

describe('DELETE /sys/roles/:id', () => {
  it('deletes a role nobody holds, with its grants', async () => {
    const role = await createTestRole(t, { permissions: ['/sysOffice/list'], menuIds });
    expect((await send('DELETE', `/api/sys/roles/${role.id}?version=1`)).status).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/sys/roles/${role.id}`, token: t.admin })).status).toBe(404);
    expect(await auditActionsOf(t, 'role', role.id)).toEqual(['role.created', 'role.deleted']);
  });

  it('keeps a role users hold, saying how many', async () => {
    const roles = await t.call({ method: 'GET', url: '/api/sys/roles?keyword=OPERATOR', token: t.admin });
    const operator = roles.body.data.rows[0];
    const body = await refused(() => send('DELETE', `/api/sys/roles/${operator.id}?version=1`), 409);
    expect(body).toMatchObject({ message: 'Role OPERATOR is still in use (users: 3) and cannot be deleted' });
  });

  it('says an unknown role does not exist', async () => {
    const body = await refused(() => send('DELETE', '/api/sys/roles/77777?version=1'), 404);
    expect(body.message).toBe('Role 77777 does not exist');
  });

  it('keeps the administrator role', async () => {
    const body = await refused(() => send('DELETE', `/api/sys/roles/${adminRole.id}?version=1`), 403);
    expect(body.code).toBe('role.systemRole');
  });

  it('refuses a stale version', async () => {
    const role = await createTestRole(t);
    await send('PUT', `/api/sys/roles/${role.id}`, edit(1));
    const body = await refused(() => send('DELETE', `/api/sys/roles/${role.id}?version=1`), 409);
    expect(body.code).toBe('record.stale');
  });
});
