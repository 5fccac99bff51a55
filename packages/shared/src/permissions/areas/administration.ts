import type { PermissionDef } from '../permission-def';

/** Administration: users, roles and offices, the data dictionary's code types, job fields and job-number rules, the operation log and the language settings. */
export const ADMINISTRATION_PERMISSIONS = {
  '/sysUser/list': {
    group: 'ADMIN',
    label: 'administration:permissions./sysUser/list',
    defaultRoles: [],
  },
  '/sysUser/edit': {
    group: 'ADMIN',
    label: 'administration:permissions./sysUser/edit',
    defaultRoles: [],
  },
  '/sysUser/unlock': {
    group: 'ADMIN',
    label: 'administration:permissions./sysUser/unlock',
    defaultRoles: [],
  },
  // Resetting a password lets the resetter sign in as that user, so it is a permission of its own.
  '/sysUser/resetPassword': {
    group: 'ADMIN',
    label: 'administration:permissions./sysUser/resetPassword',
    defaultRoles: [],
  },
  '/sysRole/list': {
    group: 'ADMIN',
    label: 'administration:permissions./sysRole/list',
    defaultRoles: [],
  },
  '/sysRole/edit': {
    group: 'ADMIN',
    label: 'administration:permissions./sysRole/edit',
    defaultRoles: [],
  },
  '/sysOffice/list': {
    group: 'ADMIN',
    label: 'administration:permissions./sysOffice/list',
    defaultRoles: [],
  },
  '/sysOffice/edit': {
    group: 'ADMIN',
    label: 'administration:permissions./sysOffice/edit',
    defaultRoles: [],
  },
  '/system/backup': {
    group: 'ADMIN',
    label: 'administration:permissions./system/backup',
    defaultRoles: [],
  },
  '/sysCode/edit': {
    group: 'ADMIN',
    label: 'administration:permissions./sysCode/edit',
    defaultRoles: [],
  },
  '/fieldManagement/edit': {
    group: 'ADMIN',
    label: 'administration:permissions./fieldManagement/edit',
    defaultRoles: [],
  },
  '/jobNoRule/list': {
    group: 'ADMIN',
    label: 'administration:permissions./jobNoRule/list',
    defaultRoles: [],
  },
  '/jobNoRule/edit': {
    group: 'ADMIN',
    label: 'administration:permissions./jobNoRule/edit',
    defaultRoles: [],
  },
  '/sysOperLog/index': {
    group: 'ADMIN',
    label: 'administration:permissions./sysOperLog/index',
    defaultRoles: [],
  },
  '/languageSetting/index': {
    group: 'ADMIN',
    label: 'administration:permissions./languageSetting/index',
    defaultRoles: [],
  },
  '/languageSetting/edit': {
    group: 'ADMIN',
    label: 'administration:permissions./languageSetting/edit',
    defaultRoles: [],
  },
} as const satisfies Record<string, PermissionDef>;
