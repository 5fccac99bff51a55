import { ENTITY_NAMES, type TLocale, type TPage } from '@apex/shared';
import type { TPermissionInfo, TRole, ZRoleListQuery } from '@apex/shared/admin';
import { labelIn } from '@apex/shared/labels';
import type { TMenuItem } from '@apex/shared/menus';
import { PERMISSION_CODES, PERMISSIONS } from '@apex/shared/permissions';
import type { z } from 'zod';
import { notFound } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { toMenuItem } from '../menus/menu-dto';
import { findAllMenus } from '../menus/queries';
import { findRoleById, findRolePage } from './queries';
import { toRole } from './role-dto';

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
