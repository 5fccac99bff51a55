import { isPermission } from '@apex/shared/permissions';
import type { DbOrTx } from '../../db/client';
import { type AuthContext, hasPermission } from '../../platform/auth/auth-context';
import { invalidField } from '../../platform/http/app-error';
import { findMenuIds } from './queries';

/**
 * A role's permissions must be ones the server checks (the registry), and its menus must exist;
 * a 400 names the first that is not (`body.menuIds[3]`). Repeated entries count once.
 * Whoever edits roles without being an administrator may only add permissions they hold
 * themselves (`granted` are those the role already has), or role editing would be a way to give
 * oneself any permission.
 */
export async function checkRoleGrants(
  db: DbOrTx,
  input: { permissions: string[]; menuIds: number[] },
  grantor: { auth: AuthContext; granted?: readonly string[] },
) {
  const unknownPermission = input.permissions.findIndex((code) => !isPermission(code));
  if (unknownPermission >= 0) {
    const code = input.permissions[unknownPermission]!;
    throw invalidField(`body.permissions[${unknownPermission}]`, 'permission.unknown', { code });
  }
  const notHeld = input.permissions.findIndex(
    (code) => !grantor.granted?.includes(code) && !hasPermission(grantor.auth, code),
  );
  if (notHeld >= 0) {
    const code = input.permissions[notHeld]!;
    throw invalidField(`body.permissions[${notHeld}]`, 'permission.notHeld', { code });
  }
  const known = await findMenuIds(db, input.menuIds);
  const unknownMenu = input.menuIds.findIndex((id) => !known.has(id));
  if (unknownMenu >= 0)
    throw invalidField(`body.menuIds[${unknownMenu}]`, 'menu.unknown', { id: input.menuIds[unknownMenu]! });
  return { permissions: [...new Set(input.permissions)], menuIds: [...new Set(input.menuIds)] };
}
