import type { TIngestResult } from '@apex/shared/tracking';
import type { DbOrTx } from '../../db/client';
import { type IntakeEvent, storeTrackingEvents, summaryOf } from './ingest';

/** At most this many events in one transaction (a turn takes whole callbacks, at least one). */
const EVENTS_PER_TURN = 2000;

interface Waiting {
  events: readonly IntakeEvent[];
  done(result: TIngestResult): void;
  failed(error: unknown): void;
}
interface Line {
  busy: boolean;
  waiting: Waiting[];
}
const lines = new WeakMap<DbOrTx, Line>();

function takeTurn(waiting: Waiting[]): Waiting[] {
  const turn = [waiting.shift()!];
  let events = turn[0]!.events.length;
  while (waiting.length && events + waiting[0]!.events.length <= EVENTS_PER_TURN) {
    events += waiting[0]!.events.length;
    turn.push(waiting.shift()!);
  }
  return turn;
}

async function store(db: DbOrTx, turn: Waiting[]): Promise<void> {
  try {
    const batch = await storeTrackingEvents(
      db,
      turn.flatMap((w) => w.events),
      'DCSA',
    );
    const claimed = new Set<string>();
    for (const w of turn) w.done(summaryOf(w.events, batch, claimed));
  } catch (error) {
    if (turn.length === 1) return turn[0]!.failed(error);
    // One callback's events may be what broke the turn: each is stored alone, failing alone.
    for (const w of turn) await store(db, [w]);
  }
}

/**
 * The callbacks the server has read by the end of this turn of the event loop join the turn: on
 * PGlite a transaction keeps the event loop until it ends, so without this pause none would ever
 * wait for another.
 */
const nextLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function drain(db: DbOrTx, line: Line) {
  line.busy = true;
  try {
    while (line.waiting.length) {
      await nextLoopTurn();
      await store(db, takeTurn(line.waiting));
    }
  } finally {
    line.busy = false;
  }
}

/**
 * The carriers' callbacks, stored in turn and together (a group commit): with none being stored a
 * callback's events are stored at once; those that arrive meanwhile wait and are stored by the next
 * transaction all together, so a burst of pushes costs a few transactions (and one pass of the
 * effects) rather than one each. Each callback is answered with its own part, when it is stored.
 */
export function ingestCallbackInTurn(db: DbOrTx, events: readonly IntakeEvent[]): Promise<TIngestResult> {
  let line = lines.get(db);
  if (!line) {
    line = { busy: false, waiting: [] };
    lines.set(db, line);
  }
  const result = new Promise<TIngestResult>((done, failed) => line.waiting.push({ events, done, failed }));
  if (!line.busy) void drain(db, line);
  return result;
}
