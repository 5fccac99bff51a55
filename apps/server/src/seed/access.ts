import { labelIn } from '@apex/shared/labels';
import { OWN_APP_CODE } from '@apex/shared/menus';
import { ADMIN_ROLE, PERMISSIONS, SYSTEM_ROLES, type TPermission, type TSystemRole } from '@apex/shared/permissions';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { menus, permissions, roleMenus, rolePermissions, roles } from '../db/schema';
import { MENU_TREE, type MenuSeed } from './menu-tree';

const ROLE_NAMES: Record<TSystemRole, readonly [string, string, string, string]> = {
  ADMIN: ['Administrator', '系统管理员', '系統管理員', 'Every permission and menu; manages users, roles and offices'],
  OPERATOR: ['Operator', '操作', '操作', 'Opens jobs, books space, arranges trucking, warehouse and customs'],
  SALES: ['Sales', '销售', '銷售', 'Owns customers and quotations; follows their jobs'],
  CUSTOMER_SERVICE: ['Customer Service', '客服', '客服', 'Answers shipment status questions; tracks goods'],
  FINANCE: ['Finance', '财务', '財務', 'Checks charges and costs, invoices and clears payments'],
  WAREHOUSE: ['Warehouse', '仓库', '倉庫', 'Receives, stores and releases cargo'],
};

async function roleIds(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db.select({ id: roles.id, code: roles.roleCode }).from(roles);
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** The staff roles of a new database; existing roles (and administrators' edits) are left alone. */
export async function syncRoles(db: DbOrTx) {
  await db
    .insert(roles)
    .values(
      SYSTEM_ROLES.map((code) => {
        const [nameEn, nameCn, nameHk, description] = ROLE_NAMES[code];
        return { roleCode: code, nameEn, nameCn, nameHk, description, allAccess: code === ADMIN_ROLE };
      }),
    )
    .onConflictDoNothing();
}

/** New permission codes get their default role grants once; later edits by administrators stay. */
export async function syncPermissions(db: DbOrTx) {
  const known = new Set((await db.select({ code: permissions.code }).from(permissions)).map((p) => p.code));
  const fresh = (Object.keys(PERMISSIONS) as TPermission[]).filter((c) => !known.has(c));
  if (fresh.length === 0) return;
  await db.insert(permissions).values(fresh.map((code) => ({ code })));
  const ids = await roleIds(db);
  const grants = fresh.flatMap((code) =>
    PERMISSIONS[code].defaultRoles.flatMap((role) => {
      const roleId = ids.get(role);
      return roleId ? [{ roleId, permissionCode: code }] : [];
    }),
  );
  if (grants.length) await db.insert(rolePermissions).values(grants).onConflictDoNothing();
}

function flatten(
  items: readonly MenuSeed[],
  level = 1,
  parent?: string,
): (MenuSeed & { level: number; parent?: string; sort: number })[] {
  return items.flatMap((item, i) => [
    { ...item, level, parent, sort: (i + 1) * 10 },
    ...flatten(item.children ?? [], level + 1, item.code),
  ]);
}

/**
 * The product's menu: definitions follow the release (names, urls, icons, order), and items new
 * to this database are granted to their default roles once.
 */
export async function syncMenus(db: DbOrTx) {
  const flat = flatten(MENU_TREE);
  const existing = new Map(
    (await db.select({ id: menus.id, code: menus.code }).from(menus)).map((m) => [m.code, m.id]),
  );
  const ids = new Map(existing);
  const added: typeof flat = [];
  for (const item of flat) {
    const values = {
      code: item.code,
      parentId: item.parent ? (ids.get(item.parent) ?? null) : null,
      level: item.level,
      url: item.url,
      aurl: item.aurl ?? '',
      target: item.target ?? '',
      appCode: item.appCode ?? OWN_APP_CODE,
      nameEn: labelIn('en_US', item.label),
      nameCn: labelIn('zh_CN', item.label),
      nameHk: labelIn('zh_HK', item.label),
      icon: item.icon,
      sort: item.sort,
    };
    const [row] = await db
      .insert(menus)
      .values(values)
      .onConflictDoUpdate({ target: menus.code, set: { ...values, code: sql`excluded.code` } })
      .returning({ id: menus.id });
    ids.set(item.code, row!.id);
    if (!existing.has(item.code)) added.push(item);
  }
  const roleIdByCode = await roleIds(db);
  const grants = added.flatMap((item) =>
    (item.roles ?? []).flatMap((role) => {
      const roleId = roleIdByCode.get(role);
      const menuId = ids.get(item.code);
      return roleId && menuId ? [{ roleId, menuId }] : [];
    }),
  );
  if (grants.length) await db.insert(roleMenus).values(grants).onConflictDoNothing();
  return { total: flat.length, added: added.length, menuIds: ids };
}
