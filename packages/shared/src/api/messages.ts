import type { Localized } from '../i18n/locales';

/**
 * Every message the server sends, by stable code, in all three languages. The client shows the
 * envelope's message as is, and may map the code to its own wording. Texts quoted from spec §8
 * keep the spec's wording in English.
 */
export const MESSAGES = {
  'validation.invalid': {
    en_US: 'Data invalid, please check: {{details}}',
    zh_CN: '数据无效，请检查：{{details}}',
    zh_HK: '數據無效，請檢查：{{details}}',
  },
  'http.notFound': {
    en_US: 'No such API: {{method}} {{url}}',
    zh_CN: '接口不存在：{{method}} {{url}}',
    zh_HK: '接口不存在：{{method}} {{url}}',
  },
  'http.malformedJson': {
    en_US: 'The request body is not valid JSON',
    zh_CN: '请求内容不是有效的 JSON',
    zh_HK: '請求內容不是有效的 JSON',
  },
  'http.unsupportedMediaType': {
    en_US: 'Unsupported content type: {{type}}',
    zh_CN: '不支持的内容类型：{{type}}',
    zh_HK: '不支援的內容類型：{{type}}',
  },
  'http.payloadTooLarge': {
    en_US: 'The request is too large',
    zh_CN: '请求内容过大',
    zh_HK: '請求內容過大',
  },
  'http.rateLimited': {
    en_US: 'System busy, retry later',
    zh_CN: '系统繁忙，请稍后再试',
    zh_HK: '系統繁忙，請稍後再試',
  },
  'http.internal': {
    en_US: 'System error, please retry later (request {{requestId}})',
    zh_CN: '系统错误，请稍后再试（请求 {{requestId}}）',
    zh_HK: '系統錯誤，請稍後再試（請求 {{requestId}}）',
  },
  'auth.notLoggedIn': {
    en_US: 'You are not logged in or your login has expired, please log in again',
    zh_CN: '您尚未登录或登录已过期，请重新登录',
    zh_HK: '您尚未登入或登入已過期，請重新登入',
  },
  'auth.invalidCredentials': {
    en_US: 'invalid user or password, {{remaining}} tries remaining',
    zh_CN: '用户名或密码错误，还可尝试 {{remaining}} 次',
    zh_HK: '用戶名或密碼錯誤，還可嘗試 {{remaining}} 次',
  },
  'auth.userNotFound': {
    en_US: 'user does not exist',
    zh_CN: '用户不存在',
    zh_HK: '用戶不存在',
  },
  'auth.accountLocked': {
    en_US:
      'account locked after too many wrong passwords; ask an administrator or IT support to unlock it, then reset your password',
    zh_CN: '密码错误次数过多，账号已锁定；请联系管理员或 IT 支持解锁，然后重设密码',
    zh_HK: '密碼錯誤次數過多，帳號已鎖定；請聯絡管理員或 IT 支援解鎖，然後重設密碼',
  },
  'auth.accountDisabled': {
    en_US: 'this account is disabled',
    zh_CN: '此账号已停用',
    zh_HK: '此帳號已停用',
  },
  'auth.passwordChange.firstLogin': {
    en_US: 'first login: please change your password',
    zh_CN: '首次登录，请修改密码',
    zh_HK: '首次登入，請修改密碼',
  },
  'auth.passwordChange.weak': {
    en_US: 'your password is weak: please change it',
    zh_CN: '密码强度不足，请修改密码',
    zh_HK: '密碼強度不足，請修改密碼',
  },
  'auth.passwordChange.expired': {
    en_US: 'your password is older than {{days}} days: please change it',
    zh_CN: '密码已超过 {{days}} 天未修改，请修改密码',
    zh_HK: '密碼已超過 {{days}} 天未修改，請修改密碼',
  },
  'auth.passwordChange.required': {
    en_US: 'please change your password before continuing',
    zh_CN: '请先修改密码',
    zh_HK: '請先修改密碼',
  },
  'auth.forbidden': {
    en_US: 'no permission to use the function',
    zh_CN: '没有使用此功能的权限',
    zh_HK: '沒有使用此功能的權限',
  },
  'auth.officeNotAllowed': {
    en_US: 'you do not belong to office {{office}}',
    zh_CN: '您不属于办公室 {{office}}',
    zh_HK: '您不屬於辦事處 {{office}}',
  },
  'auth.dbCodeMismatch': {
    en_US: 'database code {{dbCode}} does not match your company',
    zh_CN: '数据库代码 {{dbCode}} 与您的公司不符',
    zh_HK: '數據庫代碼 {{dbCode}} 與您的公司不符',
  },
  'password.required': {
    en_US: 'fields cannot be empty',
    zh_CN: '密码不能为空',
    zh_HK: '密碼不能為空',
  },
  'password.tooShort': {
    en_US: 'the password needs at least {{min}} characters',
    zh_CN: '密码至少需要 {{min}} 个字符',
    zh_HK: '密碼至少需要 {{min}} 個字元',
  },
  'password.tooLong': {
    en_US: 'the password can have at most {{max}} characters',
    zh_CN: '密码最多 {{max}} 个字符',
    zh_HK: '密碼最多 {{max}} 個字元',
  },
  'password.classes': {
    en_US: 'the password needs at least 3 of: upper-case letters, lower-case letters, digits, special characters',
    zh_CN: '密码须包含大写字母、小写字母、数字、特殊字符中的至少 3 类',
    zh_HK: '密碼須包含大寫字母、小寫字母、數字、特殊字元中的至少 3 類',
  },
  'password.sameAsOld': {
    en_US: 'the new password must differ from the old one',
    zh_CN: '新密码不能与旧密码相同',
    zh_HK: '新密碼不能與舊密碼相同',
  },
  'password.mismatch': {
    en_US: 'the confirmation does not match the new password',
    zh_CN: '两次输入的新密码不一致',
    zh_HK: '兩次輸入的新密碼不一致',
  },
  'password.oldWrong': {
    en_US: 'the old password is wrong',
    zh_CN: '旧密码错误',
    zh_HK: '舊密碼錯誤',
  },
  'password.changed': {
    en_US: 'password changed',
    zh_CN: '密码修改成功',
    zh_HK: '密碼修改成功',
  },
  'record.notFound': {
    en_US: '{{entity}} {{key}} does not exist',
    zh_CN: '{{entity}} {{key}} 不存在',
    zh_HK: '{{entity}} {{key}} 不存在',
  },
  'record.duplicate': {
    en_US: '{{entity}} {{key}} already exists',
    zh_CN: '{{entity}} {{key}} 已存在',
    zh_HK: '{{entity}} {{key}} 已存在',
  },
  'record.stale': {
    en_US: 'this record was changed by {{by}} at {{at}} after you opened it; reload it and apply your change again',
    zh_CN: '您打开此记录后，{{by}} 于 {{at}} 修改了它；请重新加载后再修改',
    zh_HK: '您打開此記錄後，{{by}} 於 {{at}} 修改了它；請重新載入後再修改',
  },
  'record.inUse': {
    en_US: '{{entity}} {{key}} is still used by {{count}} {{by}} and cannot be deleted',
    zh_CN: '{{entity}} {{key}} 仍被 {{count}} 个{{by}}使用，不能删除',
    zh_HK: '{{entity}} {{key}} 仍被 {{count}} 個{{by}}使用，不能刪除',
  },
  'user.cannotDisableSelf': {
    en_US: 'you cannot disable or remove your own administrator access',
    zh_CN: '不能停用自己或移除自己的管理员权限',
    zh_HK: '不能停用自己或移除自己的管理員權限',
  },
  'user.unlocked': {
    en_US: 'unlock success',
    zh_CN: '解锁成功',
    zh_HK: '解鎖成功',
  },
  'user.notLocked': {
    en_US: 'unlock error: account {{account}} is not locked',
    zh_CN: '解锁失败：账号 {{account}} 未被锁定',
    zh_HK: '解鎖失敗：帳號 {{account}} 未被鎖定',
  },
  'user.officeRequired': {
    en_US: 'the default office must be one of the user’s offices',
    zh_CN: '默认办公室必须是该用户所属的办公室之一',
    zh_HK: '預設辦事處必須是該用戶所屬的辦事處之一',
  },
  'role.systemRole': {
    en_US: 'the administrator role cannot be changed or deleted',
    zh_CN: '管理员角色不能修改或删除',
    zh_HK: '管理員角色不能修改或刪除',
  },
  'permission.unknown': {
    en_US: 'unknown permission {{code}}',
    zh_CN: '未知权限 {{code}}',
    zh_HK: '未知權限 {{code}}',
  },
  'menu.unknown': {
    en_US: 'unknown menu item {{id}}',
    zh_CN: '未知菜单项 {{id}}',
    zh_HK: '未知選單項 {{id}}',
  },
  'systemCode.unknownAction': {
    en_US: 'unknown ActionCode {{action}}',
    zh_CN: '未知的 ActionCode {{action}}',
    zh_HK: '未知的 ActionCode {{action}}',
  },
  'file.notFound': {
    en_US: 'file {{name}} does not exist',
    zh_CN: '文件 {{name}} 不存在',
    zh_HK: '檔案 {{name}} 不存在',
  },
  'template.notFound': {
    en_US: 'no Excel template named {{name}}',
    zh_CN: '没有名为 {{name}} 的 Excel 模板',
    zh_HK: '沒有名為 {{name}} 的 Excel 範本',
  },
} as const satisfies Record<string, Localized>;

export type TMessageCode = keyof typeof MESSAGES;
