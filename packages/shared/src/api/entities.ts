import type { Localized } from '../i18n/locales';

/** Names of records in messages such as "User op01 does not exist". */
export const ENTITY_NAMES = {
  user: { en_US: 'User', zh_CN: '用户', zh_HK: '用戶' },
  role: { en_US: 'Role', zh_CN: '角色', zh_HK: '角色' },
  office: { en_US: 'Office', zh_CN: '办公室', zh_HK: '辦事處' },
  company: { en_US: 'Company', zh_CN: '公司', zh_HK: '公司' },
  file: { en_US: 'File', zh_CN: '文件', zh_HK: '檔案' },
  vessel: { en_US: 'Vessel', zh_CN: '船舶', zh_HK: '船舶' },
  carrier: { en_US: 'Carrier', zh_CN: '船公司', zh_HK: '船公司' },
  country: { en_US: 'Country', zh_CN: '国家', zh_HK: '國家' },
  shipCompanySite: { en_US: 'Ship-company website', zh_CN: '船公司网站', zh_HK: '船公司網站' },
  announcement: { en_US: 'Announcement', zh_CN: '公告', zh_HK: '公告' },
  users: { en_US: 'users', zh_CN: '用户', zh_HK: '用戶' },
} as const satisfies Record<string, Localized>;
