import type { TFreeTimeTerms } from '@apex/shared/movement';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { parties } from '../../../db/schema';

/** The free time of some parties, by id (issue 20: demurrage and detention days and daily rates). */
export async function findFreeTimeTerms(db: DbOrTx, partyIds: readonly number[]): Promise<Map<number, TFreeTimeTerms>> {
  const ids = [...new Set(partyIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: parties.id,
      demurrageFreeDays: parties.demurrageFreeDays,
      demurrageDailyRate: parties.demurrageDailyRate,
      detentionFreeDays: parties.detentionFreeDays,
      detentionDailyRate: parties.detentionDailyRate,
      currency: parties.freeTimeCurrency,
    })
    .from(parties)
    .where(inArray(parties.id, ids));
  return new Map(rows.map(({ id, ...terms }) => [id, terms]));
}
