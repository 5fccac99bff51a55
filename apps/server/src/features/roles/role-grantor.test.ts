import { beforeAll, describe, expect, it } from 'vitest';
import { createTestRole, roleInput, signInWithPermissions } from '../../../test/admin-factories';
import { refusalsOf } from '../../../test/db-state';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
const refused = refusalsOf(t);
const ROLE_EDITOR = ['/sysRole/list', '/sysRole/edit'];
let editor: string;
beforeAll(async () => {
  editor = (await signInWithPermissions(t, ROLE_EDITOR)).token;
});

describe('role editing by someone who is not an administrator', () => {
  it('cannot grant a permission the editor does not hold, naming it', async () => {
    const payload = roleInput({ permissions: ['/sysRole/list', '/sysUser/edit'] });
    const body = await refused(() => t.call({ method: 'POST', url: '/api/sys/roles', token: editor, payload }), 400);
    expect(body).toMatchObject({
      code: 'permission.notHeld',
      data: {
        issues: [
          {
            field: 'body.permissions[1]',
            message: 'You can only grant permissions you hold yourself: /sysUser/edit',
          },
        ],
      },
    });
  });

  it('may grant what it holds, and keep what a role already had', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/sys/roles',
      token: editor,
      payload: roleInput({ permissions: ROLE_EDITOR }),
    });
    expect(created.status).toBe(200);
    const existing = await createTestRole(t, { permissions: ['/sysUser/unlock'] });
    const keep = await t.call({
      method: 'PUT',
      url: `/api/sys/roles/${existing.id}`,
      token: editor,
      payload: { ...roleInput({ permissions: ['/sysUser/unlock', '/sysRole/list'] }), version: existing.version },
    });
    expect(keep.status).toBe(200);
    expect(keep.body.data.permissions).toEqual(['/sysRole/list', '/sysUser/unlock']);
  });
});
