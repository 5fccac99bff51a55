import type { Localized } from '../../i18n/locales';

/** What the operator's recovery command (`npm run admin`) says, in the language of `LANG`. */
export const OPERATOR_MESSAGES = {
  'operator.usage': {
    en_US: `Usage: npm run admin -- <command> <account>
  unlock <account>          ends the account's lock (by wrong passwords or by an administrator)
  reset-password <account>  prints a temporary password, to be changed at the next sign-in; ends the account's sessions and its lock`,
    zh_CN: `用法：npm run admin -- <命令> <账号>
  unlock <账号>          解除账号的锁定（密码错误或管理员锁定）
  reset-password <账号>  打印一个临时密码，下次登录时须修改；结束该账号的会话并解除锁定`,
    zh_HK: `用法：npm run admin -- <命令> <帳號>
  unlock <帳號>          解除帳號的鎖定（密碼錯誤或管理員鎖定）
  reset-password <帳號>  列印一個臨時密碼，下次登入時須修改；結束該帳號的登入並解除鎖定`,
  },
  'operator.noDatabase': {
    en_US:
      'No database in {{dir}}: set DATA_DIR or DATABASE_URL as the server has them, or start the server once to create it',
    zh_CN: '{{dir}} 中没有数据库：请按服务器的设置指定 DATA_DIR 或 DATABASE_URL，或先启动一次服务器以创建数据库',
    zh_HK: '{{dir}} 中沒有數據庫：請按伺服器的設定指定 DATA_DIR 或 DATABASE_URL，或先啟動一次伺服器以建立數據庫',
  },
  'operator.serverRunning': {
    en_US:
      'The server (process {{pid}}) has the embedded database in {{dir}} open, and it serves one process at a time: stop the server, run this command again, then start the server. If no server runs, delete {{dir}}.lock',
    zh_CN:
      '服务器（进程 {{pid}}）正在使用 {{dir}} 中的内置数据库，该数据库同一时间只能由一个进程使用：请先停止服务器，再运行此命令，然后启动服务器。如果没有服务器在运行，请删除 {{dir}}.lock',
    zh_HK:
      '伺服器（進程 {{pid}}）正在使用 {{dir}} 中的內置數據庫，該數據庫同一時間只能由一個進程使用：請先停止伺服器，再執行此命令，然後啟動伺服器。如果沒有伺服器在運行，請刪除 {{dir}}.lock',
  },
  'operator.passwordReset': {
    en_US:
      'Temporary password of {{account}}: {{password}}\nIt must be changed at the next sign-in. The account’s sessions have ended.',
    zh_CN: '{{account}} 的临时密码：{{password}}\n下次登录时须修改。该账号的会话已结束。',
    zh_HK: '{{account}} 的臨時密碼：{{password}}\n下次登入時須修改。該帳號的登入已結束。',
  },
} as const satisfies Record<string, Localized>;
