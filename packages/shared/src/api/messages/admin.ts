import type { Localized } from '../../i18n/locales';

/** Messages of user, role and office administration. */
export const ADMIN_MESSAGES = {
  'user.cannotDisableSelf': {
    en_US: 'You cannot disable or remove your own administrator access',
    zh_CN: '不能停用自己或移除自己的管理员权限',
    zh_HK: '不能停用自己或移除自己的管理員權限',
  },
  'user.unlocked': {
    en_US: 'unlock success',
    zh_CN: '解锁成功',
    zh_HK: '解鎖成功',
  },
  'user.passwordReset': {
    en_US: 'Password reset: {{account}} must change it at the next sign-in',
    zh_CN: '密码已重设：{{account}} 下次登录时须修改密码',
    zh_HK: '密碼已重設：{{account}} 下次登入時須修改密碼',
  },
  'user.adminOnly': {
    en_US: 'Only an administrator can manage administrators or grant the administrator role',
    zh_CN: '只有管理员可以管理管理员账号或授予管理员角色',
    zh_HK: '只有管理員可以管理管理員帳號或授予管理員角色',
  },
  'user.roleNotHeld': {
    en_US: 'You can only grant roles whose permissions you hold yourself: {{role}} needs {{code}}',
    zh_CN: '只能授予您自己拥有其全部权限的角色：{{role}} 需要 {{code}}',
    zh_HK: '只能授予您自己擁有其全部權限的角色：{{role}} 需要 {{code}}',
  },
  'user.officeNotHeld': {
    en_US: 'You can only grant offices you belong to yourself: {{office}}',
    zh_CN: '只能授予您自己所属的办公室：{{office}}',
    zh_HK: '只能授予您自己所屬的辦事處：{{office}}',
  },
  'user.cannotTakeOver': {
    en_US: 'You can only reset the password of a user whose roles and offices you hold yourself: {{account}}',
    zh_CN: '只能重设角色和办公室都在您自己权限之内的用户的密码：{{account}}',
    zh_HK: '只能重設角色和辦事處都在您自己權限之內的用戶的密碼：{{account}}',
  },
  'user.locked': {
    en_US: 'Account {{account}} locked and signed out everywhere',
    zh_CN: '账号 {{account}} 已锁定并已强制登出',
    zh_HK: '帳號 {{account}} 已鎖定並已強制登出',
  },
  'user.alreadyLocked': {
    en_US: 'Lock error: account {{account}} is already locked',
    zh_CN: '锁定失败：账号 {{account}} 已被锁定',
    zh_HK: '鎖定失敗：帳號 {{account}} 已被鎖定',
  },
  'user.notLocked': {
    en_US: 'Unlock error: account {{account}} is not locked',
    zh_CN: '解锁失败：账号 {{account}} 未被锁定',
    zh_HK: '解鎖失敗：帳號 {{account}} 未被鎖定',
  },
  'user.officeRequired': {
    en_US: 'The default office must be one of the user’s offices',
    zh_CN: '默认办公室必须是该用户所属的办公室之一',
    zh_HK: '預設辦事處必須是該用戶所屬的辦事處之一',
  },
  'role.systemRole': {
    en_US: 'The administrator role cannot be changed or deleted',
    zh_CN: '管理员角色不能修改或删除',
    zh_HK: '管理員角色不能修改或刪除',
  },
  'accessRequest.alreadyHeld': {
    en_US: 'You already hold this permission',
    zh_CN: '您已拥有此权限',
    zh_HK: '您已擁有此權限',
  },
  'accessRequest.decided': {
    en_US: 'This request has been decided already',
    zh_CN: '此申请已处理',
    zh_HK: '此申請已處理',
  },
  'accessRequest.roleLacks': {
    en_US: 'Role {{role}} does not hold the permission asked for ({{code}})',
    zh_CN: '角色 {{role}} 不包含所申请的权限（{{code}}）',
    zh_HK: '角色 {{role}} 不包含所申請的權限（{{code}}）',
  },
  'permission.unknown': {
    en_US: 'Unknown permission {{code}}',
    zh_CN: '未知权限 {{code}}',
    zh_HK: '未知權限 {{code}}',
  },
  'permission.notHeld': {
    en_US: 'You can only grant permissions you hold yourself: {{code}}',
    zh_CN: '只能授予您自己拥有的权限：{{code}}',
    zh_HK: '只能授予您自己擁有的權限：{{code}}',
  },
  'menu.unknown': {
    en_US: 'Unknown menu item {{id}}',
    zh_CN: '未知菜单项 {{id}}',
    zh_HK: '未知選單項 {{id}}',
  },
  // issue 17: the lines of the office's jobs are in the local currency they were saved with.
  'office.localCurrencyLocked': {
    en_US: 'The local currency cannot change: the office’s jobs have charges in {{currency}}',
    zh_CN: '本币不能更改：本办公室的工作单已有以 {{currency}} 计的费用',
    zh_HK: '本幣不能更改：本辦事處的工作單已有以 {{currency}} 計的費用',
  },
  'office.swiftInvalid': {
    en_US: '{{value}} is not a SWIFT code: 8 or 11 letters and digits (bank, country, place, branch)',
    zh_CN: '{{value}} 不是 SWIFT 代码：应为 8 或 11 位字母和数字（银行、国家、地区、分行）',
    zh_HK: '{{value}} 不是 SWIFT 代碼：應為 8 或 11 位字母和數字（銀行、國家、地區、分行）',
  },
} as const satisfies Record<string, Localized>;
