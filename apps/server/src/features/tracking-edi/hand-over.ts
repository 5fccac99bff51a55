import type { TIngestResult, TTrackingEvent, TTrackingSource } from '@apex/shared/tracking';
import type { DbOrTx } from '../../db/client';
import { ingestTrackingEvents } from '../tracking/ingest';

/**
 * The one place where events read from an EDI status message leave this feature for the events
 * store, in the transaction that logs the message: stored, deduplicated and matched to jobs as a
 * carrier's DCSA events are, and moving their goods status and ETA slips the same way. Answers
 * what became of them.
 */
export async function handOverTrackingEvents(
  tx: DbOrTx,
  events: readonly TTrackingEvent[],
  source: TTrackingSource,
): Promise<TIngestResult> {
  return ingestTrackingEvents(
    tx,
    events.map((event) => ({ event })),
    source,
  );
}
