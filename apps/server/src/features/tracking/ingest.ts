import type { TIngestResult, TTrackingEvent, TTrackingSource } from '@apex/shared/tracking';
import type { DbOrTx, Tx } from '../../db/client';
import {
  clearUnmatched,
  findJobsByReferences,
  findWaitingEventMatches,
  insertNewTrackingEvents,
  insertTrackingEventJobs,
} from './ingest-queries';
import { viewKeyOf } from './view-key';

/** An event as an intake read it, with the source's own message to keep beside it. */
export interface IntakeEvent {
  event: TTrackingEvent;
  payload?: unknown;
}

/** A new event stored by an ingest, with the jobs it matched (none when unmatched). */
export interface IngestedEvent {
  rowId: number;
  event: TTrackingEvent;
  jobIds: number[];
}

/**
 * What runs after the events are stored, in the same transaction: the goods-status mapping, the
 * ETA-slip check. It sees only new events (a replay calls it with none and is skipped).
 */
export type AfterIngestEffect = (tx: Tx, change: { jobIds: number[]; events: IngestedEvent[] }) => Promise<void>;

const effects: AfterIngestEffect[] = [];

/** Registers an effect of every ingest (once, at start-up); answers a function that removes it again. */
export function registerAfterIngest(effect: AfterIngestEffect): () => void {
  effects.push(effect);
  return () => {
    const at = effects.indexOf(effect);
    if (at >= 0) effects.splice(at, 1);
  };
}

/** The registered effects, with the new events and the jobs they reached (none for none). */
async function runEffects(tx: Tx, events: IngestedEvent[]) {
  if (!events.length) return;
  const jobIds = [...new Set(events.flatMap((e) => e.jobIds))].sort((a, b) => a - b);
  for (const effect of [...effects]) await effect(tx, { jobIds, events });
}

type MatchKind = 'MBL' | 'BOOKING' | 'CONTAINER';
type Index = Map<string, number[]>;

const mblOf = (e: TTrackingEvent) =>
  e.documentReferences.find((r) => r.type === 'TRD')?.value ??
  (e.documentTypeCode === 'TRD' ? (e.documentId ?? '') : '');
const bookingOf = (e: TTrackingEvent) =>
  e.documentReferences.find((r) => r.type === 'BKG')?.value ??
  (e.documentTypeCode === 'BKG' ? (e.documentId ?? '') : '');
const equipmentOf = (e: TTrackingEvent) => e.equipmentReference ?? '';

function indexBy<R>(rows: R[], key: (r: R) => string, jobId: (r: R) => number): Index {
  const index: Index = new Map();
  for (const row of rows) {
    const list = index.get(key(row)) ?? [];
    list.push(jobId(row));
    index.set(key(row), list);
  }
  return index;
}

const present = (values: string[]) => [...new Set(values.filter(Boolean))];

/**
 * The jobs of any office that carry a batch's references: three lookups by index, however large
 * the batch (a carrier's event belongs to whoever booked it, whichever office looks at it).
 */
async function jobIndexes(tx: DbOrTx, events: TTrackingEvent[]) {
  const mbls = present(events.map(mblOf));
  const bookings = present(events.map(bookingOf));
  const containers = present(events.map(equipmentOf));
  const [byMbl, byBooking, byContainer] = await findJobsByReferences(tx, { mbls, bookings, containers });
  const index = (rows: { id: number; no: string }[]) =>
    indexBy(
      rows,
      (r) => r.no,
      (r) => r.id,
    );
  return { MBL: index(byMbl), BOOKING: index(byBooking), CONTAINER: index(byContainer) };
}

function matchOne(event: TTrackingEvent, indexes: Record<MatchKind, Index>) {
  const refs: [MatchKind, string][] = [
    ['MBL', mblOf(event)],
    ['BOOKING', bookingOf(event)],
    ['CONTAINER', equipmentOf(event)],
  ];
  const matches = new Map<number, MatchKind>();
  for (const [kind, ref] of refs)
    for (const jobId of (ref && indexes[kind].get(ref)) || []) if (!matches.has(jobId)) matches.set(jobId, kind);
  const named = refs.filter(([, ref]) => ref).map(([kind, ref]) => `${kind} ${ref}`);
  const reason = matches.size
    ? null
    : named.length
      ? `No job has ${named.join(', ')}`
      : 'The event names no B/L, booking or container';
  return { matches, reason };
}

// One row is 23 values: 2,000 rows stay under PostgreSQL's 65,535 parameters of a statement.
const ROWS_PER_INSERT = 2000;

const rowOf = (source: TTrackingSource, { event, payload }: IntakeEvent, reason: string | null) => ({
  source,
  eventId: event.eventId,
  eventType: event.eventType,
  classifier: event.classifier,
  eventCode: event.eventCode,
  eventAt: new Date(event.eventDateTime),
  eventCreatedAt: new Date(event.eventCreatedDateTime),
  viewKey: viewKeyOf(event).slice(0, 200),
  carrierCode: event.carrierCode ?? '',
  mblNo: mblOf(event).slice(0, 35),
  bookingNo: bookingOf(event).slice(0, 35),
  equipmentReference: equipmentOf(event),
  unLocationCode: event.transportCall?.unLocationCode ?? event.eventLocation ?? '',
  facilityCode: event.transportCall?.facilityCode ?? '',
  vesselName: event.transportCall?.vesselName ?? '',
  vesselImoNumber: event.transportCall?.vesselImoNumber ?? '',
  voyageNo: event.transportCall?.exportVoyageNumber ?? event.transportCall?.importVoyageNumber ?? '',
  modeOfTransport: event.transportCall?.modeOfTransport ?? '',
  event,
  payload: payload ?? null,
  unmatchedReason: reason,
});

/** What one transaction stored: the new events with their jobs, and those of them no job took. */
export interface StoredBatch {
  created: IngestedEvent[];
  unmatched: TIngestResult['unmatched'];
}

/**
 * Stores a batch of carrier events, in one transaction: an event already stored (same source and
 * id: a replayed callback, a re-poll) changes nothing; a new one is linked to every job whose MBL
 * no, booking no or container no it names, of any office; one that matches no job is kept with the
 * reason. The registered effects then see the new events and their jobs.
 */
export async function storeTrackingEvents(
  db: DbOrTx,
  events: readonly IntakeEvent[],
  source: TTrackingSource,
): Promise<StoredBatch> {
  const firsts = new Map<string, IntakeEvent>();
  for (const item of events) {
    if (item.event.source !== source) throw new Error(`An event of ${item.event.source} given to the ${source} intake`);
    if (!firsts.has(item.event.eventId)) firsts.set(item.event.eventId, item);
  }
  const batch = [...firsts.values()];
  return db.transaction(async (tx) => {
    const indexes = await jobIndexes(
      tx,
      batch.map((i) => i.event),
    );
    const matched = batch.map((item) => ({ item, ...matchOne(item.event, indexes) }));
    const created: IngestedEvent[] = [];
    const unmatched: TIngestResult['unmatched'] = [];
    for (let at = 0; at < matched.length; at += ROWS_PER_INSERT) {
      const chunk = matched.slice(at, at + ROWS_PER_INSERT);
      const inserted = await insertNewTrackingEvents(
        tx,
        chunk.map((m) => rowOf(source, m.item, m.reason)),
      );
      const rowIds = new Map(inserted.map((r) => [r.eventId, r.id]));
      const links: { jobId: number; eventRowId: number; matchedBy: MatchKind }[] = [];
      for (const m of chunk) {
        const rowId = rowIds.get(m.item.event.eventId);
        if (rowId === undefined) continue;
        for (const [jobId, kind] of m.matches) links.push({ jobId, eventRowId: rowId, matchedBy: kind });
        created.push({ rowId, event: m.item.event, jobIds: [...m.matches.keys()] });
        if (m.reason) unmatched.push({ eventId: m.item.event.eventId, reason: m.reason });
      }
      await insertTrackingEventJobs(tx, links);
    }
    await runEffects(tx, created);
    return { created, unmatched };
  });
}

/**
 * What became of `events`, one sender's part of a stored batch: the new ones (an id another part
 * of the batch `claimed` first counts as had already), the jobs they reached, those no job took.
 */
export function summaryOf(
  events: readonly IntakeEvent[],
  batch: StoredBatch,
  claimed = new Set<string>(),
): TIngestResult {
  const ids = new Set(events.map((e) => e.event.eventId));
  const mine = new Set<string>();
  const jobIds = new Set<number>();
  for (const stored of batch.created) {
    const id = stored.event.eventId;
    if (!ids.has(id) || claimed.has(id)) continue;
    claimed.add(id);
    mine.add(id);
    for (const jobId of stored.jobIds) jobIds.add(jobId);
  }
  return {
    received: events.length,
    created: mine.size,
    duplicates: events.length - mine.size,
    matchedJobIds: [...jobIds].sort((a, b) => a - b),
    unmatched: batch.unmatched.filter((u) => mine.has(u.eventId)),
  };
}

/** Stores a batch (`storeTrackingEvents`) and answers what became of it. */
export async function ingestTrackingEvents(
  db: DbOrTx,
  events: readonly IntakeEvent[],
  source: TTrackingSource,
): Promise<TIngestResult> {
  return summaryOf(events, await storeTrackingEvents(db, events, source));
}

/** How long an event that no job took waits for its job (a B/L no typed in later, a container added). */
const WAITING_DAYS = 30;

/**
 * Links the events that matched no job when they came to the jobs that now carry their references
 * (an EDI partner's status before the job had its B/L no, a container added later), as if they
 * had just come: the effects move those jobs' goods status and ETA slips. Runs with every sweep;
 * answers how many events found a job.
 */
export async function matchWaitingEvents(db: DbOrTx, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const found = await findWaitingEventMatches(tx, new Date(now.getTime() - WAITING_DAYS * 86_400_000));
    if (!found.length) return 0;
    const events = new Map<number, IngestedEvent>();
    const links: { jobId: number; eventRowId: number; matchedBy: MatchKind }[] = [];
    // Ordered by event and kind: a job matched by its B/L is not linked again by its booking.
    for (const match of found) {
      const event = events.get(match.rowId) ?? { rowId: match.rowId, event: match.event, jobIds: [] };
      events.set(match.rowId, event);
      if (event.jobIds.includes(match.jobId)) continue;
      event.jobIds.push(match.jobId);
      links.push({ jobId: match.jobId, eventRowId: match.rowId, matchedBy: match.matchedBy });
    }
    await insertTrackingEventJobs(tx, links);
    await clearUnmatched(tx, [...events.keys()]);
    await runEffects(tx, [...events.values()]);
    return events.size;
  });
}
