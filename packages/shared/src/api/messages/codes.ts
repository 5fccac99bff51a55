import type { Localized } from '../../i18n/locales';

/** Messages of the data dictionary (system code types and items) and of job field management. */
export const CODE_MESSAGES = {
  'systemCode.unknownType': {
    en_US: 'There is no code type {{codeType}}',
    zh_CN: '代码类型 {{codeType}} 不存在',
    zh_HK: '代碼類型 {{codeType}} 不存在',
  },
  'systemCode.typeLocked': {
    en_US: 'The items of {{codeType}} come with the product: they cannot be added, deleted or disabled',
    zh_CN: '{{codeType}} 的代码由系统提供，不能新增、删除或停用',
    zh_HK: '{{codeType}} 的代碼由系統提供，不能新增、刪除或停用',
  },
  'systemCode.systemOwned': {
    en_US: 'Code {{code}} comes with the product and cannot be deleted; disable it instead',
    zh_CN: '代码 {{code}} 由系统提供，不能删除，可改为停用',
    zh_HK: '代碼 {{code}} 由系統提供，不能刪除，可改為停用',
  },
  'systemCodeType.locked': {
    en_US: 'Code type {{codeType}} comes with the product and cannot be deleted',
    zh_CN: '代码类型 {{codeType}} 由系统提供，不能删除',
    zh_HK: '代碼類型 {{codeType}} 由系統提供，不能刪除',
  },
  'jobField.duplicate': {
    en_US: 'Field {{value}} is listed twice',
    zh_CN: '字段 {{value}} 重复',
    zh_HK: '欄位 {{value}} 重複',
  },
  'jobField.notOfJobType': {
    en_US: '{{jobType}} jobs have no field {{field}}',
    zh_CN: '{{jobType}} 工作单没有字段 {{field}}',
    zh_HK: '{{jobType}} 工作單沒有欄位 {{field}}',
  },
  'jobField.alwaysRequired': {
    en_US: 'Field {{field}} is always required on new and on edit',
    zh_CN: '字段 {{field}} 在新建和编辑时始终必填',
    zh_HK: '欄位 {{field}} 在新建和編輯時始終必填',
  },
  'jobField.newImpliesEdit': {
    en_US: 'Field {{field}} is required on new, so it must also be required on edit',
    zh_CN: '字段 {{field}} 新建时必填，编辑时也须必填',
    zh_HK: '欄位 {{field}} 新建時必填，編輯時也須必填',
  },
} as const satisfies Record<string, Localized>;
