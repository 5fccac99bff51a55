import type { Localized } from '../i18n/locales';
import type { TSystemRole } from './roles';

export interface PermissionDef {
  group: 'system' | 'ADMIN' | 'jobs';
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
    label: { en_US: 'Lock and unlock accounts', zh_CN: '锁定和解锁账号', zh_HK: '鎖定和解鎖帳號' },
    defaultRoles: [],
  },
  // Resetting a password lets the resetter sign in as that user, so it is a permission of its own.
  '/sysUser/resetPassword': {
    group: 'ADMIN',
    label: {
      en_US: 'Reset other users’ passwords',
      zh_CN: '重设其他用户的密码',
      zh_HK: '重設其他用戶的密碼',
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
  '/system/backup': {
    group: 'ADMIN',
    label: {
      en_US: 'Back up the embedded database',
      zh_CN: '备份内置数据库',
      zh_HK: '備份內置資料庫',
    },
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
  '/party/list': {
    group: 'system',
    label: {
      en_US: 'View customers and partners',
      zh_CN: '查看客户及合作伙伴',
      zh_HK: '查看客戶及合作夥伴',
    },
    defaultRoles: ['OPERATOR', 'SALES', 'CUSTOMER_SERVICE', 'FINANCE'],
  },
  '/party/edit': {
    group: 'system',
    label: {
      en_US: 'Add and edit the customers and partners of one’s offices',
      zh_CN: '新增和编辑本办公室的客户及合作伙伴',
      zh_HK: '新增和編輯本辦事處的客戶及合作夥伴',
    },
    defaultRoles: ['SALES', 'CUSTOMER_SERVICE'],
  },
  '/party/credit': {
    group: 'system',
    label: {
      en_US: 'Set credit terms and the blacklist of customers and partners, and delete them',
      zh_CN: '设置客户及合作伙伴的信用额度和黑名单，并删除客户及合作伙伴',
      zh_HK: '設定客戶及合作夥伴的信用額度和黑名單，並刪除客戶及合作夥伴',
    },
    defaultRoles: ['FINANCE'],
  },
  '/port/list': {
    group: 'system',
    label: { en_US: 'View ports and countries', zh_CN: '查看港口和国家', zh_HK: '查看港口和國家' },
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE', 'SALES', 'FINANCE', 'WAREHOUSE'],
  },
  '/port/edit': {
    group: 'system',
    label: { en_US: 'Add, edit and disable ports', zh_CN: '新增、编辑和停用港口', zh_HK: '新增、編輯和停用港口' },
    defaultRoles: [],
  },
  '/currency/list': {
    group: 'system',
    label: { en_US: 'View currencies', zh_CN: '查看币种', zh_HK: '查看幣種' },
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE', 'SALES', 'FINANCE', 'WAREHOUSE'],
  },
  '/currency/edit': {
    group: 'system',
    label: { en_US: 'Enable and disable currencies', zh_CN: '启用和停用币种', zh_HK: '啟用和停用幣種' },
    defaultRoles: ['FINANCE'],
  },
  '/exchangeRate/list': {
    group: 'system',
    label: { en_US: 'View exchange rates', zh_CN: '查看汇率', zh_HK: '查看匯率' },
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE', 'SALES', 'FINANCE', 'WAREHOUSE'],
  },
  '/exchangeRate/edit': {
    group: 'system',
    label: { en_US: 'Edit exchange rates', zh_CN: '编辑汇率', zh_HK: '編輯匯率' },
    defaultRoles: ['FINANCE'],
  },
  '/baseCode/list': {
    group: 'system',
    label: { en_US: 'View system codes', zh_CN: '查看基础代码', zh_HK: '查看基礎代碼' },
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE', 'SALES', 'FINANCE'],
  },
  '/baseCode/edit': {
    group: 'system',
    label: {
      en_US: 'Add, edit and disable system codes',
      zh_CN: '新增、编辑和停用基础代码',
      zh_HK: '新增、編輯和停用基礎代碼',
    },
    defaultRoles: [],
  },
  '/sysCode/edit': {
    group: 'ADMIN',
    label: {
      en_US: 'Edit the code types of the data dictionary',
      zh_CN: '编辑数据字典的代码类型',
      zh_HK: '編輯數據字典的代碼類型',
    },
    defaultRoles: [],
  },
  '/fieldManagement/edit': {
    group: 'ADMIN',
    label: { en_US: 'Set which job fields are required', zh_CN: '设置工作单必填字段', zh_HK: '設定工作單必填欄位' },
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
  '/oceanExport/list': {
    group: 'jobs',
    label: { en_US: 'View ocean export jobs', zh_CN: '查看海运出口工作单', zh_HK: '查看海運出口工作單' },
    defaultRoles: ['OPERATOR', 'SALES', 'CUSTOMER_SERVICE', 'FINANCE'],
  },
  '/oceanExport/edit': {
    group: 'jobs',
    label: {
      en_US: 'Create, edit and delete ocean export jobs',
      zh_CN: '新建、编辑和删除海运出口工作单',
      zh_HK: '新建、編輯和刪除海運出口工作單',
    },
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE'],
  },
  '/oceanImport/list': {
    group: 'jobs',
    label: { en_US: 'View ocean import jobs', zh_CN: '查看海运进口工作单', zh_HK: '查看海運進口工作單' },
    defaultRoles: ['OPERATOR', 'SALES', 'CUSTOMER_SERVICE', 'FINANCE'],
  },
  '/oceanImport/edit': {
    group: 'jobs',
    label: {
      en_US: 'Create, edit and delete ocean import jobs',
      zh_CN: '新建、编辑和删除海运进口工作单',
      zh_HK: '新建、編輯和刪除海運進口工作單',
    },
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE'],
  },
  // The warehouse works from the goods list (spec §2.2 /goodslist) without seeing the jobs' cards.
  '/goodsList/list': {
    group: 'jobs',
    label: { en_US: 'View the goods list', zh_CN: '查看货物列表', zh_HK: '查看貨物列表' },
    defaultRoles: ['OPERATOR', 'SALES', 'CUSTOMER_SERVICE', 'FINANCE', 'WAREHOUSE'],
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
  '/reportTemplate/list': {
    group: 'system',
    label: {
      en_US: 'View and download report templates',
      zh_CN: '查看和下载报表模板',
      zh_HK: '查看和下載報表範本',
    },
    defaultRoles: [],
  },
  '/reportTemplate/edit': {
    group: 'system',
    label: {
      en_US: 'Edit report templates and upload their versions',
      zh_CN: '编辑报表模板及上传版本',
      zh_HK: '編輯報表範本及上載版本',
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
  '/languageSetting/index': {
    group: 'ADMIN',
    label: { en_US: 'View the language settings', zh_CN: '查看语言设置', zh_HK: '查看語言設定' },
    defaultRoles: [],
  },
  '/languageSetting/edit': {
    group: 'ADMIN',
    label: {
      en_US: 'Override the texts of the app',
      zh_CN: '覆盖应用的文本',
      zh_HK: '覆蓋應用的文字',
    },
    defaultRoles: [],
  },
  '/tasks/index': {
    group: 'system',
    label: { en_US: 'Keep a to-do list', zh_CN: '使用待办任务', zh_HK: '使用待辦任務' },
    defaultRoles: ['OPERATOR', 'SALES', 'CUSTOMER_SERVICE', 'FINANCE', 'WAREHOUSE'],
  },
} as const satisfies Record<string, PermissionDef>;

export type TPermission = keyof typeof PERMISSIONS;
export const PERMISSION_CODES = Object.keys(PERMISSIONS) as TPermission[];

export function isPermission(code: string): code is TPermission {
  return Object.hasOwn(PERMISSIONS, code);
}
