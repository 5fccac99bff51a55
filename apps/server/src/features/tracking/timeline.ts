import type { TJobTimeline, TStoredTrackingEvent, TTimelineLine } from '@apex/shared/tracking';
import type { DbOrTx } from '../../db/client';
import { type AuthContext, hasPermission } from '../../platform/auth/auth-context';
import type { ServiceContext } from '../../platform/service-context';
import { type JobRef, readJob } from '../jobs/access/job-access';
import { jobTrackingEvents } from './queries';
import { findJobContainerNos, findJobGoodsStatusInForce } from './timeline-queries';

/** The job's own goods status entries in force (a house bill's sequence is its own). */
async function goodsStatusLines(db: DbOrTx, jobId: number): Promise<TTimelineLine[]> {
  const rows = await findJobGoodsStatusInForce(db, jobId);
  return rows.map((row) => ({
    kind: 'goodsStatus',
    id: `g${row.id}`,
    at: row.occurredAt.toISOString(),
    step: row.step as Extract<TTimelineLine, { kind: 'goodsStatus' }>['step'],
    place: row.place,
    remark: row.remark,
    source: row.source as 'user' | 'carrier' | 'edi',
    by: row.recordedBy,
  }));
}

const carrierLine = (e: TStoredTrackingEvent): TTimelineLine => ({
  kind: 'carrierEvent',
  id: `e${e.id}`,
  at: e.eventDateTime,
  eventType: e.eventType,
  eventCode: e.eventCode,
  classifier: e.classifier,
  place: e.transportCall?.unLocationCode ?? e.eventLocation,
  facility: e.transportCall?.facilityCode ?? null,
  vessel: [e.transportCall?.vesselName, e.transportCall?.exportVoyageNumber ?? e.transportCall?.importVoyageNumber]
    .filter(Boolean)
    .join(' / '),
  containerNo: e.equipmentReference,
  source: e.source,
  superseded: e.superseded,
});

/**
 * One list by time of what happened to a job (or is to): its goods status and, for a caller who
 * may see tracking, the carrier's events. Narrowed to a container, the other containers' equipment
 * events leave; the vessel's and the documents' stay, they are every container's.
 */
export async function getJobTimeline(
  ctx: ServiceContext,
  ref: JobRef,
  { auth, containerNo, history }: { auth: AuthContext; containerNo?: string; history: boolean },
): Promise<TJobTimeline> {
  const job = await readJob(ctx.db, ref);
  const withCarrierEvents = hasPermission(auth, '/tracking/view');
  const [goodsStatus, events, containers] = await Promise.all([
    goodsStatusLines(ctx.db, job.id),
    withCarrierEvents ? jobTrackingEvents(ctx.db, job.id, { history }) : Promise.resolve([]),
    findJobContainerNos(ctx.db, job.id),
  ]);
  const wanted = containerNo?.toUpperCase();
  const carrier = events
    .filter((e) => !wanted || !e.equipmentReference || e.equipmentReference.toUpperCase() === wanted)
    .map(carrierLine);
  const lines = [...goodsStatus, ...carrier].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return { lines, containers, withCarrierEvents };
}
