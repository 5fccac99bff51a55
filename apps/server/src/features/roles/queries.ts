import type { ROLE_SORT_FIELDS } from '@apex/shared/admin';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menus, roleMenus, rolePermissions, roleSearchText, roles, userRoles } from '../../db/schema';
import { findPage, keywordFilter, type ListSort, type PageQuery } from '../../platform/db/paging';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../platform/db/versioned-rows';

type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];

const roleColumns = {
  id: roles.id,
  roleCode: roles.roleCode,
  nameEn: roles.nameEn,
  nameCn: roles.nameCn,
  nameHk: roles.nameHk,
  description: roles.description,
  allAccess: roles.allAccess,
  permissions: sql<string[]>`array(select rp.permission_code from ${rolePermissions} rp
    where rp.role_id = ${roles.id} order by rp.permission_code)`,
  menuIds: sql<
    number[]
  >`array(select rm.menu_id from ${roleMenus} rm where rm.role_id = ${roles.id} order by rm.menu_id)`,
  userCount: sql<number>`(select count(*)::int from ${userRoles} ur where ur.role_id = ${roles.id})`,
  version: roles.version,
  updatedAt: roles.updatedAt,
  updatedBy: roles.updatedBy,
};

export type RoleRow = NonNullable<Awaited<ReturnType<typeof findRoleById>>>;

const SORT: ListSort<RoleSortField> = {
  columns: { roleCode: roles.roleCode, nameEn: roles.nameEn, updatedAt: roles.updatedAt },
  fallback: 'roleCode',
  id: roles.id,
};

export function findRolePage(db: DbOrTx, q: PageQuery<RoleSortField> & { keyword?: string }) {
  const where = keywordFilter(roleSearchText(roles), q.keyword);
  const matches = db.select({ count: count() }).from(roles).where(where);
  return findPage(db.select(roleColumns).from(roles).where(where).$dynamic(), matches, q, SORT);
}

export async function findRoleById(db: DbOrTx, id: number) {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
  return row;
}

export async function findMenuIds(db: DbOrTx, ids: number[]) {
  const rows = await db.select({ id: menus.id }).from(menus).where(inArray(menus.id, ids));
  return new Set(rows.map((r) => r.id));
}

interface RoleValues {
  nameEn: string;
  nameCn: string;
  nameHk: string;
  description: string;
}

export async function insertRole(db: DbOrTx, values: RoleValues & { roleCode: string; createdBy: string }) {
  const [row] = await db
    .insert(roles)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: roles.id });
  return row!.id;
}

export const updateRoleRow = (db: DbOrTx, target: VersionedTarget, values: RoleValues) =>
  updateVersioned(db, roles, target, values);

/** Its permissions and menus go with it (on delete cascade). */
export const deleteRoleRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) => deleteVersioned(db, roles, target);

export async function countRoleUsers(db: DbOrTx, roleId: number) {
  const [row] = await db.select({ count: count() }).from(userRoles).where(eq(userRoles.roleId, roleId));
  return row?.count ?? 0;
}

/** Makes the role's permissions and menus exactly these. */
export async function replaceRoleGrants(
  db: DbOrTx,
  roleId: number,
  grants: { permissions: string[]; menuIds: number[] },
) {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (grants.permissions.length)
    await db.insert(rolePermissions).values(grants.permissions.map((permissionCode) => ({ roleId, permissionCode })));
  await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  if (grants.menuIds.length) await db.insert(roleMenus).values(grants.menuIds.map((menuId) => ({ roleId, menuId })));
}
