import type { Localized } from '../../i18n/locales';

/** Sign-in, session and password messages (spec §8 Accounts and passwords). */
export const AUTH_MESSAGES = {
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
  'auth.invalidUserOrPassword': {
    en_US: 'invalid user or password',
    zh_CN: '用户名或密码错误',
    zh_HK: '用戶名或密碼錯誤',
  },
  'auth.userNotFound': {
    en_US: 'user does not exist',
    zh_CN: '用户不存在',
    zh_HK: '用戶不存在',
  },
  'auth.accountLocked': {
    en_US: 'Account locked; ask an administrator or IT support to unlock it, then reset your password',
    zh_CN: '账号已锁定；请联系管理员或 IT 支持解锁，然后重设密码',
    zh_HK: '帳號已鎖定；請聯絡管理員或 IT 支援解鎖，然後重設密碼',
  },
  'auth.accountLockedFor': {
    en_US:
      'Account locked after too many wrong passwords; try again in {{minutes}} min, or ask an administrator or IT support to unlock it',
    zh_CN: '密码错误次数过多，账号已锁定；请 {{minutes}} 分钟后再试，或联系管理员或 IT 支持解锁',
    zh_HK: '密碼錯誤次數過多，帳號已鎖定；請 {{minutes}} 分鐘後再試，或聯絡管理員或 IT 支援解鎖',
  },
  'auth.signInThrottled': {
    en_US: 'Too many wrong sign-ins; try again in {{seconds}} s',
    zh_CN: '登录失败次数过多，请 {{seconds}} 秒后再试',
    zh_HK: '登入失敗次數過多，請 {{seconds}} 秒後再試',
  },
  'auth.accountDisabled': {
    en_US: 'This account is disabled',
    zh_CN: '此账号已停用',
    zh_HK: '此帳號已停用',
  },
  'auth.passwordChange.firstLogin': {
    en_US: 'First login: please change your password',
    zh_CN: '首次登录，请修改密码',
    zh_HK: '首次登入，請修改密碼',
  },
  'auth.passwordChange.weak': {
    en_US: 'Your password is weak: please change it',
    zh_CN: '密码强度不足，请修改密码',
    zh_HK: '密碼強度不足，請修改密碼',
  },
  'auth.passwordChange.expired': {
    en_US: 'Your password is older than {{days}} days: please change it',
    zh_CN: '密码已超过 {{days}} 天未修改，请修改密码',
    zh_HK: '密碼已超過 {{days}} 天未修改，請修改密碼',
  },
  'auth.passwordChange.required': {
    en_US: 'Please change your password before continuing',
    zh_CN: '请先修改密码',
    zh_HK: '請先修改密碼',
  },
  'auth.forbidden': {
    en_US: 'no permission to use the function',
    zh_CN: '没有使用此功能的权限',
    zh_HK: '沒有使用此功能的權限',
  },
  'auth.officeNotAllowed': {
    en_US: 'You do not belong to office {{office}}',
    zh_CN: '您不属于办公室 {{office}}',
    zh_HK: '您不屬於辦事處 {{office}}',
  },
  'auth.dbCodeMismatch': {
    en_US: 'Database code {{dbCode}} does not match your company',
    zh_CN: '数据库代码 {{dbCode}} 与您的公司不符',
    zh_HK: '數據庫代碼 {{dbCode}} 與您的公司不符',
  },
  'password.required': {
    en_US: 'fields cannot be empty',
    zh_CN: '密码不能为空',
    zh_HK: '密碼不能為空',
  },
  'password.tooShort': {
    en_US: 'The password needs at least {{min}} characters',
    zh_CN: '密码至少需要 {{min}} 个字符',
    zh_HK: '密碼至少需要 {{min}} 個字元',
  },
  'password.tooLong': {
    en_US: 'The password can have at most {{max}} characters',
    zh_CN: '密码最多 {{max}} 个字符',
    zh_HK: '密碼最多 {{max}} 個字元',
  },
  'password.classes': {
    en_US: 'The password needs at least 3 of: upper-case letters, lower-case letters, digits, special characters',
    zh_CN: '密码须包含大写字母、小写字母、数字、特殊字符中的至少 3 类',
    zh_HK: '密碼須包含大寫字母、小寫字母、數字、特殊字元中的至少 3 類',
  },
  'password.sameAsOld': {
    en_US: 'The new password must differ from the old one',
    zh_CN: '新密码不能与旧密码相同',
    zh_HK: '新密碼不能與舊密碼相同',
  },
  'password.mismatch': {
    en_US: 'The confirmation does not match the new password',
    zh_CN: '两次输入的新密码不一致',
    zh_HK: '兩次輸入的新密碼不一致',
  },
  'password.oldWrong': {
    en_US: 'The old password is wrong',
    zh_CN: '旧密码错误',
    zh_HK: '舊密碼錯誤',
  },
  'password.changed': {
    en_US: 'Password changed',
    zh_CN: '密码修改成功',
    zh_HK: '密碼修改成功',
  },
} as const satisfies Record<string, Localized>;
