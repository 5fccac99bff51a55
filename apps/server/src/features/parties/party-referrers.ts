import { ENTITY_NAMES, type Localized, type TLabelKey } from '@apex/shared';
import { labelTexts } from '@apex/shared/labels';

/**
 * What the tables that refer to parties hold, for the message that refuses a delete. A table not
 * named here is told as "other records"; the issue that adds a table referring to parties adds it.
 */
const REFERRERS: Record<string, TLabelKey> = { jobs: ENTITY_NAMES.jobs };

export const referrerName = (table: string): Localized =>
  labelTexts(REFERRERS[table] ?? 'general:entities.otherRecords');
