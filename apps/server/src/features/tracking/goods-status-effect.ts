import { goodsStatusStepOf, trackingEventPlace } from '@apex/shared/tracking';
import type { Tx } from '../../db/client';
import { recordGoodsStatusFromEvent } from '../jobs/goods-status/goods-status-events';
import { findJobPorts } from './eta-slips/queries';
import type { IngestedEvent } from './ingest';

/**
 * New carrier or EDI events move the goods status of the jobs they matched where the mapping is
 * unambiguous (docs/goods-status.md); a user's entry and the order of the steps are kept.
 */
export async function moveGoodsStatus(tx: Tx, { jobIds, events }: { jobIds: number[]; events: IngestedEvent[] }) {
  if (jobIds.length === 0) return;
  const ports = await findJobPorts(tx, jobIds);
  // Oldest first, so that a voyage's steps arrive in their order.
  const inTime = [...events].sort((a, b) => Date.parse(a.event.eventDateTime) - Date.parse(b.event.eventDateTime));
  for (const { event, jobIds: matched } of inTime)
    for (const jobId of matched) {
      const job = ports.get(jobId);
      const step = job && goodsStatusStepOf(event, job);
      if (!step) continue;
      await recordGoodsStatusFromEvent(tx, {
        jobId,
        step,
        occurredAt: event.eventDateTime,
        place: trackingEventPlace(event),
        source: event.source === 'DCSA' ? 'carrier' : 'edi',
        sourceRef: `${event.source}:${event.eventId}`,
      });
    }
}
