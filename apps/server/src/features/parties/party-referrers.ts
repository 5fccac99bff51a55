import type { Localized } from '@apex/shared';

/**
 * What the tables that refer to parties hold, for the message that refuses a delete. A table not
 * named here is told as "other records"; the issue that adds a table referring to parties adds it.
 */
const REFERRERS: Record<string, Localized> = {
  jobs: { en_US: 'jobs', zh_CN: '工作单', zh_HK: '工作單' },
};

const OTHER_RECORDS: Localized = { en_US: 'other records', zh_CN: '其他记录', zh_HK: '其他記錄' };

export const referrerName = (table: string): Localized => REFERRERS[table] ?? OTHER_RECORDS;
