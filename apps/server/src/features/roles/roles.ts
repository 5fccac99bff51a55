import { ENTITY_NAMES, type TLocale, type TPage } from '@apex/shared';
import type {
  TPermissionInfo,
  TRole,
  ZCreateRoleRequest,
  ZRoleListQuery,
  ZUpdateRoleRequest,
} from '@apex/shared/admin';
import { labelIn } from '@apex/shared/labels';
import type { TMenuItem } from '@apex/shared/menus';
import { PERMISSION_CODES, PERMISSIONS } from '@apex/shared/permissions';
import type { z } from 'zod';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import type { AuthContext } from '../../platform/auth/auth-context';
import { deleteUnlessInUse } from '../../platform/db/delete-unless-in-use';
import { asDuplicate } from '../../platform/db/pg-errors';
import { forbidden, inUse, notFound } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { toMenuItem } from '../menus/menus';
import { findAllMenus } from '../menus/queries';
import {
  countRoleUsers,
  deleteRoleRow,
  findRoleById,
  findRolePage,
  insertRole,
  type RoleRow,
  replaceRoleGrants,
  updateRoleRow,
} from './queries';
import { checkRoleGrants } from './role-grants';

function toRole(row: RoleRow): TRole {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

export async function findRoles({ db }: ServiceContext, query: z.output<typeof ZRoleListQuery>): Promise<TPage<TRole>> {
  const page = await findRolePage(db, query);
  return { rows: page.rows.map(toRole), total: page.total };
}

export async function getRole({ db }: ServiceContext, id: number): Promise<TRole> {
  const row = await findRoleById(db, id);
  if (!row) throw notFound(ENTITY_NAMES.role, id);
  return toRole(row);
}

/** spec §6: the permission strings a role can hold, from the registry the server checks against. */
export function listPermissions(locale: TLocale): TPermissionInfo[] {
  return PERMISSION_CODES.map((code) => ({
    code,
    group: PERMISSIONS[code].group,
    label: labelIn(locale, PERMISSIONS[code].label),
  }));
}

/** Every menu item (a few hundred at most, spec §2.6), for the role editor's tree. */
export async function listMenus({ db }: ServiceContext, locale: TLocale): Promise<TMenuItem[]> {
  return (await findAllMenus(db)).map((row) => toMenuItem(row, locale));
}

export async function createRole(
  ctx: ServiceContext,
  { input, auth, actor }: { input: z.output<typeof ZCreateRoleRequest>; auth: AuthContext; actor: AuditActor },
): Promise<TRole> {
  const { permissions, menuIds, ...values } = input;
  const grants = await checkRoleGrants(ctx.db, { permissions, menuIds }, { auth });
  const id = await ctx.db
    .transaction(async (tx) => {
      const id = await insertRole(tx, { ...values, createdBy: actor.account });
      await replaceRoleGrants(tx, id, grants);
      await writeAudit(tx, actor, {
        action: 'role.created',
        entity: 'role',
        entityId: id,
        key: input.roleCode,
        detail: input,
      });
      return id;
    })
    .catch(asDuplicate(ENTITY_NAMES.role, input.roleCode));
  return getRole(ctx, id);
}

/** Names, permissions and menus; users holding the role get the change on their next request. */
export async function updateRole(
  ctx: ServiceContext,
  {
    id,
    input,
    auth,
    actor,
  }: { id: number; input: z.output<typeof ZUpdateRoleRequest>; auth: AuthContext; actor: AuditActor },
): Promise<TRole> {
  const before = await getRole(ctx, id);
  // The administrator role holds everything by definition; editing it could only lock people out.
  if (before.allAccess) throw forbidden('role.systemRole');
  const { version, permissions, menuIds, ...values } = input;
  const grants = await checkRoleGrants(ctx.db, { permissions, menuIds }, { auth, granted: before.permissions });
  await ctx.db.transaction(async (tx) => {
    await updateRoleRow(tx, { id, version, by: actor.account, entity: ENTITY_NAMES.role }, values);
    await replaceRoleGrants(tx, id, grants);
    await writeAudit(tx, actor, {
      action: 'role.updated',
      entity: 'role',
      entityId: id,
      key: before.roleCode,
      detail: { roleCode: before.roleCode, changes: changedFields(before, { ...values, ...grants }) },
    });
  });
  return getRole(ctx, id);
}

/** A role users still hold stays, so that nobody loses access as a side effect. */
export async function deleteRole(
  ctx: ServiceContext,
  { id, version, actor }: { id: number; version: number; actor: AuditActor },
): Promise<void> {
  const role = await getRole(ctx, id);
  if (role.allAccess) throw forbidden('role.systemRole');
  await deleteUnlessInUse(ctx.db, {
    countReferences: (db) => countRoleUsers(db, id),
    inUse: (count) => inUse(ENTITY_NAMES.role, role.roleCode, count, ENTITY_NAMES.users),
    remove: async (tx) => {
      await deleteRoleRow(tx, { id, version, entity: ENTITY_NAMES.role });
      await writeAudit(tx, actor, {
        action: 'role.deleted',
        entity: 'role',
        entityId: id,
        key: role.roleCode,
        detail: { roleCode: role.roleCode },
      });
    },
  });
}
