import type { AreaMenu } from './menu-seed';

/** System Settings, and its administration pages: users and access, the data dictionary, job-number rules, job fields, embedded pages and language settings. */
export const ADMINISTRATION_MENUS: readonly AreaMenu[] = [
  {
    code: 'systemSetting',
    sort: 90,
    url: '/systemSetting',
    label: 'administration:menus.systemSettings',
    icon: 'SettingOutlined',
  },
  {
    code: 'systemSetting.access',
    parent: 'systemSetting',
    sort: 10,
    url: '/systemSetting/access',
    label: 'administration:menus.usersAndAccess',
    icon: 'TeamOutlined',
    children: [
      {
        code: 'systemSetting.users',
        url: '/systemSetting/users',
        label: 'administration:menus.users',
        icon: 'UserOutlined',
      },
      {
        code: 'systemSetting.roles',
        url: '/systemSetting/roles',
        label: 'administration:menus.roles',
        icon: 'SafetyCertificateOutlined',
      },
      {
        code: 'systemSetting.offices',
        url: '/systemSetting/offices',
        label: 'administration:menus.offices',
        icon: 'BankOutlined',
      },
      {
        code: 'systemSetting.sysOperLog',
        url: '/sysOperLog',
        label: 'administration:menus.operationLog',
        icon: 'HistoryOutlined',
      },
    ],
  },
  {
    code: 'systemSetting.index',
    parent: 'systemSetting',
    sort: 20,
    url: '/systemSetting/index',
    label: 'administration:menus.dataDictionary',
    icon: 'BookOutlined',
  },
  {
    code: 'systemSetting.jobNoRule',
    parent: 'systemSetting',
    sort: 60,
    url: '/systemSetting/jobNoRule',
    label: 'administration:menus.jobNumberRules',
    icon: 'NumberOutlined',
  },
  {
    code: 'systemSetting.fieldmanagement',
    parent: 'systemSetting',
    sort: 110,
    url: '/systemSetting/fieldmanagement',
    label: 'administration:menus.jobFieldManagement',
    icon: 'ControlOutlined',
  },
  {
    code: 'systemSetting.iFrame',
    parent: 'systemSetting',
    sort: 140,
    url: '/systemSetting/iFrame',
    label: 'administration:menus.embeddedPages',
    icon: 'BlockOutlined',
  },
  {
    code: 'systemSetting.languageSetting',
    parent: 'systemSetting',
    sort: 150,
    url: '/languageSetting',
    label: 'administration:menus.languageSettings',
    icon: 'TranslationOutlined',
  },
];
