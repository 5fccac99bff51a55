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
  '/homeSetting/list': {
    group: 'system',
    label: { en_US: 'View home page settings', zh_CN: '查看首页设置', zh_HK: '查看首頁設定' },
    defaultRoles: [],
  },
  '/homeSetting/edit': {
    group: 'system',
    label: {
      en_US: 'Edit announcements and ship-company websites',
      zh_CN: '编辑公告和船公司网站',
      zh_HK: '編輯公告和船公司網站',
    },
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
