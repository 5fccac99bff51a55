import type { Localized } from '../i18n/locales';
import type { TSystemRole } from './roles';

export interface PermissionDef {
  group: 'system' | 'ADMIN';
  label: Localized;
  /** Roles that receive this permission when it first appears in a database (admin always has all). */
  defaultRoles: readonly TSystemRole[];
}

/**
 * Every permission string the server checks (spec §6: strings like `/pod/list`). Declared once
 * here; routes name the one they need, the role editor lists them, and the client hides what the
 * user's permissionlist lacks.
 */
export const PERMISSIONS = {
  '/sysUser/list': {
    group: 'ADMIN',
    label: { en_US: 'View users', zh_CN: '查看用户', zh_HK: '查看用戶' },
    defaultRoles: [],
  },
  '/sysUser/edit': {
    group: 'ADMIN',
    label: { en_US: 'Create and edit users', zh_CN: '新建和编辑用户', zh_HK: '新建和編輯用戶' },
    defaultRoles: [],
  },
  '/sysUser/unlock': {
    group: 'ADMIN',
    label: {
      en_US: 'Unlock accounts and reset passwords',
      zh_CN: '解锁账号和重设密码',
      zh_HK: '解鎖帳號和重設密碼',
    },
    defaultRoles: [],
  },
  '/sysRole/list': {
    group: 'ADMIN',
    label: { en_US: 'View roles', zh_CN: '查看角色', zh_HK: '查看角色' },
    defaultRoles: [],
  },
  '/sysRole/edit': {
    group: 'ADMIN',
    label: {
      en_US: 'Edit roles, their permissions and menus',
      zh_CN: '编辑角色及其权限和菜单',
      zh_HK: '編輯角色及其權限和選單',
    },
    defaultRoles: [],
  },
  '/sysOffice/list': {
    group: 'ADMIN',
    label: { en_US: 'View offices', zh_CN: '查看办公室', zh_HK: '查看辦事處' },
    defaultRoles: [],
  },
  '/sysOffice/edit': {
    group: 'ADMIN',
    label: { en_US: 'Edit offices', zh_CN: '编辑办公室', zh_HK: '編輯辦事處' },
    defaultRoles: [],
  },
  '/shipEdit/list': {
    group: 'system',
    label: { en_US: 'View vessel Lloyd numbers', zh_CN: '查看船舶劳氏号', zh_HK: '查看船舶勞氏號' },
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE'],
  },
  '/shipEdit/edit': {
    group: 'system',
    label: { en_US: 'Edit vessel Lloyd numbers', zh_CN: '编辑船舶劳氏号', zh_HK: '編輯船舶勞氏號' },
    defaultRoles: ['OPERATOR'],
  },
  '/carrier/list': {
    group: 'system',
    label: { en_US: 'View carriers', zh_CN: '查看船公司', zh_HK: '查看船公司' },
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE', 'SALES', 'FINANCE'],
  },
  '/carrier/edit': {
    group: 'system',
    label: {
      en_US: 'Edit carriers and their blacklist',
      zh_CN: '编辑船公司及黑名单',
      zh_HK: '編輯船公司及黑名單',
    },
    defaultRoles: [],
  },
  '/chargeCode/list': {
    group: 'system',
    label: { en_US: 'View charge codes', zh_CN: '查看费用代码', zh_HK: '查看費用代碼' },
    defaultRoles: ['OPERATOR', 'SALES', 'FINANCE'],
  },
  '/chargeCode/edit': {
    group: 'system',
    label: { en_US: 'Edit charge codes', zh_CN: '编辑费用代码', zh_HK: '編輯費用代碼' },
    defaultRoles: ['FINANCE'],
  },
  '/chargeScheme/list': {
    group: 'system',
    label: { en_US: 'View charge schemes', zh_CN: '查看费用方案', zh_HK: '查看費用方案' },
    defaultRoles: ['OPERATOR', 'SALES', 'FINANCE'],
  },
  '/chargeScheme/edit': {
    group: 'system',
    label: { en_US: 'Edit charge schemes', zh_CN: '编辑费用方案', zh_HK: '編輯費用方案' },
    defaultRoles: ['FINANCE'],
  },
  '/jobNoRule/list': {
    group: 'ADMIN',
    label: { en_US: 'View job number rules', zh_CN: '查看工作单号规则', zh_HK: '查看工作單號規則' },
    defaultRoles: [],
  },
  '/jobNoRule/edit': {
    group: 'ADMIN',
    label: { en_US: 'Edit job number rules', zh_CN: '编辑工作单号规则', zh_HK: '編輯工作單號規則' },
    defaultRoles: [],
  },
  '/sysOperLog/index': {
    group: 'ADMIN',
    label: { en_US: 'View the operation log', zh_CN: '查看操作日志', zh_HK: '查看操作日誌' },
    defaultRoles: [],
  },
} as const satisfies Record<string, PermissionDef>;

export type TPermission = keyof typeof PERMISSIONS;
export const PERMISSION_CODES = Object.keys(PERMISSIONS) as TPermission[];

export function isPermission(code: string): code is TPermission {
  return Object.hasOwn(PERMISSIONS, code);
}
