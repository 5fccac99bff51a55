import { isPermission } from '@apex/shared/permissions';
import type { DbOrTx } from '../../db/client';
import { invalidField } from '../../platform/http/app-error';
import { findMenuIds } from './queries';

/**
 * A role's permissions must be ones the server checks (the registry), and its menus must exist;
 * a 400 names the first that is not (`body.menuIds[3]`). Repeated entries count once.
 */
export async function checkRoleGrants(db: DbOrTx, input: { permissions: string[]; menuIds: number[] }) {
  const unknownPermission = input.permissions.findIndex((code) => !isPermission(code));
  if (unknownPermission >= 0) {
    const code = input.permissions[unknownPermission]!;
    throw invalidField(`body.permissions[${unknownPermission}]`, 'permission.unknown', { code });
  }
  const known = await findMenuIds(db, input.menuIds);
  const unknownMenu = input.menuIds.findIndex((id) => !known.has(id));
  if (unknownMenu >= 0)
    throw invalidField(`body.menuIds[${unknownMenu}]`, 'menu.unknown', { id: input.menuIds[unknownMenu]! });
  return { permissions: [...new Set(input.permissions)], menuIds: [...new Set(input.menuIds)] };
}
