import { describe, expect, it } from 'vitest';
import { createTestRole, signInWithPermissions } from '../../../test/admin-factories';
import { auditActionsOf, refusalsOf } from '../../../test/db-state';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
const refused = refusalsOf(t);
const WANTED = '/sysRole/list';

const ask = (token: string, payload: object = { permission: WANTED, note: 'to see who may do what' }) =>
  t.call({ method: 'POST', url: '/api/access-requests', token, payload });
const mine = (token: string, permission = WANTED) =>
  t.call({ method: 'GET', url: `/api/access-requests/mine?permission=${encodeURIComponent(permission)}`, token });
const notificationsOf = async (token: string) =>
  (await t.call({ method: 'GET', url: '/api/notifications', token })).body.data.rows;
const decide = (verb: 'grant' | 'decline', id: number, payload: object, token = t.admin) =>
  t.call({ method: 'POST', url: `/api/sys/access-requests/${id}/${verb}`, token, payload });

describe('access requests (spec §6)', () => {
  it('a user asks once for a permission, an administrator grants it by a role, and the user holds it at once', async () => {
    const requester = await signInWithPermissions(t, []);
    expect((await mine(requester.token)).body.data).toBeNull();
    const first = await ask(requester.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'pending', permission: WANTED, account: requester.user.account });
    // A second click answers the open request instead of queueing another.
    const again = await ask(requester.token, { permission: WANTED, note: 'again' });
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await auditActionsOf(t, 'accessRequest', first.body.data.id)).toEqual(['accessRequest.requested']);

    const holder = await createTestRole(t, { permissions: [WANTED] });
    const list = await t.call({ method: 'GET', url: '/api/sys/access-requests?status=pending', token: t.admin });
    const row = list.body.data.rows.find((r: { id: number }) => r.id === first.body.data.id);
    expect(row.grantableRoles.map((r: { roleCode: string }) => r.roleCode)).toContain(holder.roleCode);
    expect((await t.call({ method: 'GET', url: '/api/sys/roles', token: requester.token })).status).toBe(403);

    const granted = await decide('grant', row.id, { version: row.version, roleCode: holder.roleCode });
    expect(granted.status).toBe(200);
    expect(granted.body.data).toMatchObject({ status: 'granted', decision: holder.roleCode, grantableRoles: [] });
    expect((await t.call({ method: 'GET', url: '/api/sys/roles', token: requester.token })).status).toBe(200);
    expect((await mine(requester.token)).body.data.status).toBe('granted');
    expect(await auditActionsOf(t, 'accessRequest', row.id)).toEqual([
      'accessRequest.requested',
      'accessRequest.granted',
    ]);
    // The requester is told, with the permission's label key for the reader's language.
    expect(await notificationsOf(requester.token)).toEqual([
      expect.objectContaining({
        kind: 'ACCESS_REQUEST',
        titleKey: 'accessGranted',
        params: { permissionLabel: expect.stringMatching(/:/) },
        readAt: null,
      }),
    ]);
  });

  it('refuses a permission that does not exist or that the user holds, writing nothing', async () => {
    const requester = await signInWithPermissions(t, [WANTED]);
    const unknown = await refused(() => ask(requester.token, { permission: '/pod/launch' }), 400);
    expect(unknown).toMatchObject({ code: 'permission.unknown' });
    const held = await refused(() => ask(requester.token), 400);
    expect(held).toMatchObject({ code: 'accessRequest.alreadyHeld', message: 'You already hold this permission' });
  });

  it('grants only by a role that holds the permission, once, at the version read', async () => {
    const requester = await signInWithPermissions(t, []);
    const request = (await ask(requester.token)).body.data;
    const other = await createTestRole(t, { permissions: ['/sysUser/list'] });
    const lacks = await refused(
      () => decide('grant', request.id, { version: request.version, roleCode: other.roleCode }),
      400,
    );
    expect(lacks).toMatchObject({ code: 'accessRequest.roleLacks' });
    const reason = 'Ask your manager first';
    const declined = await decide('decline', request.id, { version: request.version, reason });
    expect(declined.body.data).toMatchObject({ status: 'declined', decision: reason });
    expect(await notificationsOf(requester.token)).toEqual([
      expect.objectContaining({ titleKey: 'accessDeclined', params: expect.objectContaining({ reason }) }),
    ]);
    await refused(() => decide('decline', request.id, { version: request.version, reason }), 409);
    const decided = await refused(() => decide('decline', request.id, { version: request.version + 1, reason }), 400);
    expect(decided.code).toBe('accessRequest.decided');
    // A refused decision tells nobody.
    expect(await notificationsOf(requester.token)).toHaveLength(1);
    // Declined, the user may ask again.
    expect((await ask(requester.token)).body.data).toMatchObject({ status: 'pending' });
  });

  it('lets only user managers decide, and no manager give more than they hold', async () => {
    const requester = await signInWithPermissions(t, []);
    const request = (await ask(requester.token)).body.data;
    const holder = await createTestRole(t, { permissions: [WANTED] });
    const body = { version: request.version, roleCode: holder.roleCode };
    await refused(() => decide('grant', request.id, body, requester.token), 403);
    const manager = await signInWithPermissions(t, ['/sysUser/list', '/sysUser/edit']);
    const notHeld = await refused(() => decide('grant', request.id, body, manager.token), 400);
    expect(notHeld.code).toBe('user.roleNotHeld');
    await refused(() => decide('grant', 999_999, body), 404);
  });
});
