import { z } from 'zod';
import { code, requiredText, text, ZIdParams, ZPage, ZPageQuery, ZVersion, ZVersionQuery } from '../api/paging';
import { defineRoute, needs } from '../api/route';
import { ZMenuItem } from '../menus/menu-item';

const ZRole = z.object({
  id: z.number().int(),
  roleCode: z.string(),
  nameEn: z.string(),
  nameCn: z.string(),
  nameHk: z.string(),
  description: z.string(),
  /** The administrator role holds every permission and menu and cannot be edited. */
  allAccess: z.boolean(),
  permissions: z.array(z.string()),
  menuIds: z.array(z.number().int()),
  userCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type TRole = z.infer<typeof ZRole>;

const roleFields = {
  nameEn: requiredText(100),
  nameCn: text(100).default(''),
  nameHk: text(100).default(''),
  description: text(500).default(''),
  permissions: z.array(z.string().max(100)).max(1000),
  menuIds: z.array(z.number().int().min(1).max(2_147_483_647)).max(2000),
};

export const ZCreateRoleRequest = z.object({ roleCode: code(40), ...roleFields });
export type TCreateRoleRequest = z.input<typeof ZCreateRoleRequest>;
export const ZUpdateRoleRequest = z.object({ version: ZVersion, ...roleFields });

export const ROLE_SORT_FIELDS = ['roleCode', 'nameEn', 'updatedAt'] as const;
export const ZRoleListQuery = ZPageQuery.extend({
  keyword: text(100).optional(),
  sortField: z.enum(ROLE_SORT_FIELDS).optional(),
});

const ZPermissionInfo = z.object({
  code: z.string(),
  group: z.string(),
  /** In the caller's language. */
  label: z.string(),
});
export type TPermissionInfo = z.infer<typeof ZPermissionInfo>;

const tag = 'roles';
export const roleRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/sys/roles',
    access: needs('/sysRole/list'),
    summary: 'Roles, paged',
    tag,
    query: ZRoleListQuery,
    response: ZPage(ZRole),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/sys/roles/:id',
    access: needs('/sysRole/list'),
    summary: 'One role with its permissions and menus',
    tag,
    params: ZIdParams,
    response: ZRole,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/sys/roles',
    access: needs('/sysRole/edit'),
    summary: 'Creates a role',
    tag,
    body: ZCreateRoleRequest,
    response: ZRole,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/sys/roles/:id',
    access: needs('/sysRole/edit'),
    summary: 'Updates a role’s names, permissions and menus',
    tag,
    params: ZIdParams,
    body: ZUpdateRoleRequest,
    response: ZRole,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/sys/roles/:id',
    access: needs('/sysRole/edit'),
    summary: 'Deletes a role no user holds',
    tag,
    params: ZIdParams,
    query: ZVersionQuery,
    response: z.null(),
  }),
  permissions: defineRoute({
    method: 'GET',
    path: '/sys/permissions',
    access: needs('/sysRole/list'),
    summary: 'Every permission a role can hold, with its label',
    tag,
    response: z.array(ZPermissionInfo),
  }),
  menus: defineRoute({
    method: 'GET',
    path: '/sys/menus',
    access: needs('/sysRole/list'),
    summary: 'The whole menu tree, to grant menus to roles',
    tag,
    response: z.array(ZMenuItem),
  }),
};
