import type { Localized } from '../../i18n/locales';

/** Messages of the backup of the embedded database. */
export const BACKUP_MESSAGES = {
  'backup.unavailable': {
    en_US: 'This server keeps no embedded database in a data directory; back up PostgreSQL with pg_dump',
    zh_CN: '此服务器没有数据目录中的内置数据库；请用 pg_dump 备份 PostgreSQL',
    zh_HK: '此伺服器沒有資料目錄中的內置資料庫；請用 pg_dump 備份 PostgreSQL',
  },
} as const satisfies Record<string, Localized>;
