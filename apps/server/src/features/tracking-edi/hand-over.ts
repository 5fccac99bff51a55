import type { TTrackingEvent, TTrackingSource } from '@apex/shared/tracking';
import type { DbOrTx } from '../../db/client';

/**
 * The one place where events read from an EDI status message leave this feature for the events
 * store, in the transaction that logs the message. The store's ingest (`ingestTrackingEvents(db,
 * events, source)`, features/tracking) is wired here when it is merged; until then the intake
 * reads, logs and answers, and stores no event.
 */
export async function handOverTrackingEvents(
  _tx: DbOrTx,
  _events: readonly TTrackingEvent[],
  _source: TTrackingSource,
): Promise<void> {}
