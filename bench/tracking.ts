// Carrier events (issue 20), at BENCH_JOBS jobs (default 1,000,000, generated once; a database an
// earlier run filled is measured as it is):
// (1) bulk ingest of BENCH_EVENTS DCSA events (1,000,000) in batches of BENCH_BATCH (5,000) through
//     ingestTrackingEvents, twenty per shipment of the latest jobs, one in ten naming a B/L no job
//     has: events per second; then a replay of a batch already stored;
// (2) signed callbacks over HTTP at BENCH_CALLBACK_RATE a second (200) for BENCH_SECONDS (60), open
//     loop, to 200 subscriptions in turn, one new event each: the rate reached, p50/p95/p99 of the
//     answers, failures;
// (3) p50/p95/p99 of a job's timeline (its twenty events and goods status) and of the shipment list
//     (first page of those under way; all of them; the delayed ones; a B/L no's start) as op01 over HTTP.
// Run: npm run tracking -w bench. BENCH_DATABASE_URL (a PostgreSQL database) measures PostgreSQL,
// otherwise PGlite in a temporary directory (BENCH_PGLITE_DIR keeps it for the next run).
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DCSA_SIGNATURE_HEADER, type TTrackingEvent } from '@apex/shared/tracking';
import { queryRows, sql } from '../apps/server/src/db/client';
import { ingestTrackingEvents } from '../apps/server/src/features/tracking/ingest';
import { ensureBenchJobs, signedInGetter } from './lib/bench-jobs';
import { startBenchServer } from './lib/server';
import { figuresOf, measure, printRow } from './lib/stats';

const JOBS = Number(process.env.BENCH_JOBS ?? 1_000_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 5000);
const RATE = Number(process.env.BENCH_CALLBACK_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PER_SHIPMENT = 20;
const SUBSCRIPTIONS = 200;
const kind = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';

const keptDir = process.env.BENCH_PGLITE_DIR;
const dataDir = kind === 'pglite' ? (keptDir ?? (await mkdtemp(join(tmpdir(), 'apex-bench-tracking-')))) : undefined;
const server = await startBenchServer(kind, {}, dataDir);
const { db } = server.database;

let started = performance.now();
await ensureBenchJobs(db, JOBS);
// Events of an earlier run are measured again from nothing (BENCH_EVENTS=0 reads what it left).
if (EVENTS > 0) {
  await db.execute(sql`delete from tracking_subscriptions where created_by = 'bench'`);
  await db.execute(sql`truncate tracking_events cascade`);
}
await db.execute(sql`vacuum (analyze)`);
const [sizes] = await queryRows<{ jobs: number }>(db, sql`select count(*)::int as jobs from jobs`);
console.info(
  `tracking on ${kind}: ${sizes!.jobs.toLocaleString('en')} jobs (ready in ${((performance.now() - started) / 1000).toFixed(0)} s)`,
);

// The latest export jobs with a B/L no, the shipments at sea; op01 (Shanghai) reads the first ones.
const shipments = await queryRows<{ id: number; mbl: string }>(
  db,
  sql`select id, mbl_no as mbl from jobs
      where job_type = 'OE' and office_code = 'SHA' and mbl_no <> '' and created_by = 'bench'
      order by id desc limit ${Math.ceil(Math.max(EVENTS, 1_000_000) / PER_SHIPMENT)}`,
);
/** A voyage's twenty events: the plan, the yard, departure and arrival estimates, the actuals. */
const STEPS = [
  ['DEPA', 'PLN', 'CNSHA'],
  ['ARRI', 'PLN', 'USLAX'],
  ['DEPA', 'EST', 'CNSHA'],
  ['DEPA', 'ACT', 'CNSHA'],
  ...Array.from({ length: 14 }, () => ['ARRI', 'EST', 'USLAX'] as const),
  ['ARRI', 'ACT', 'USLAX'],
  ['DEPA', 'ACT', 'USLAX'],
] as const;
const base = Date.parse('2030-01-01T00:00:00Z');
const eventOf = (id: string, mbl: string, step: number, created: number): TTrackingEvent => {
  const [code, classifier, place] = STEPS[step % STEPS.length]!;
  return {
    eventId: id,
    source: 'DCSA',
    eventType: 'TRANSPORT',
    classifier,
    eventCode: code,
    eventDateTime: new Date(base + (code === 'ARRI' ? 14 : 0) * 86_400_000 + step * 3_600_000).toISOString(),
    eventCreatedDateTime: new Date(base + created * 1000).toISOString(),
    carrierCode: 'MAEU',
    documentReferences: [{ type: 'TRD', value: mbl }],
    documentTypeCode: null,
    documentId: null,
    equipmentReference: null,
    isoEquipmentCode: null,
    emptyIndicator: null,
    transportCall: {
      unLocationCode: place,
      facilityCode: null,
      facilityTypeCode: null,
      modeOfTransport: 'VESSEL',
      vesselImoNumber: '9321483',
      vesselName: 'BENCH',
      exportVoyageNumber: '1E',
      importVoyageNumber: null,
      carrierServiceCode: null,
    },
    eventLocation: null,
    delayReasonCode: null,
    remark: null,
  };
};
const bulkEvent = (n: number) => {
  const shipment = Math.floor(n / PER_SHIPMENT);
  const mbl = n % 10 === 9 ? `NOJOB${n}` : shipments[shipment % shipments.length]!.mbl;
  return { event: eventOf(`bulk-${n}`, mbl, n % PER_SHIPMENT, n) };
};

started = performance.now();
let created = 0;
for (let at = 0; at < EVENTS; at += BATCH) {
  const batch = Array.from({ length: Math.min(BATCH, EVENTS - at) }, (_, i) => bulkEvent(at + i));
  created += (await ingestTrackingEvents(db, batch, 'DCSA')).created;
}
let seconds = (performance.now() - started) / 1000;
console.info(
  `bulk ingest: ${created.toLocaleString('en')} events in ${seconds.toFixed(1)} s, ${(created / seconds).toFixed(0)} events/s`,
);
started = performance.now();
const replay = await ingestTrackingEvents(
  db,
  Array.from({ length: BATCH }, (_, n) => bulkEvent(n)),
  'DCSA',
);
console.info(
  `replay of ${BATCH} known events: ${replay.duplicates} duplicates, ${(performance.now() - started).toFixed(0)} ms`,
);

// Callbacks over HTTP to 200 subscriptions in turn, each signed with its subscription's secret.
const secret = Buffer.from('bench-secret-bench-secret-bench!').toString('base64');
const subscribed = await queryRows<{ id: number; mbl: string }>(
  db,
  sql`insert into tracking_subscriptions (job_id, reference_kind, reference, carrier_code, status, secret, subscribed_at, created_by)
      select id, 'MBL', mbl_no, 'MAEU', 'ACTIVE', ${secret}, now(), 'bench' from jobs
      where id in (${sql.join(
        shipments.slice(0, SUBSCRIPTIONS).map((s) => sql`${s.id}`),
        sql`, `,
      )})
      on conflict (job_id, reference_kind, reference) do update set secret = excluded.secret
      returning id, reference as mbl`,
);
const wire = (n: number, mbl: string) => [
  {
    eventID: `callback-${n}`,
    eventType: 'TRANSPORT',
    eventClassifierCode: 'EST',
    eventCreatedDateTime: new Date(base + (EVENTS + n) * 1000).toISOString(),
    eventDateTime: new Date(base + 15 * 86_400_000).toISOString(),
    transportEventTypeCode: 'ARRI',
    transportCall: { transportCallID: 'bench', modeOfTransport: 'VESSEL', UNLocationCode: 'USLAX' },
    documentReferences: [{ documentReferenceType: 'TRD', documentReferenceValue: mbl }],
  },
];
const latencies: number[] = [];
const failureKinds = new Map<string, number>();
const failed = (what: string) => {
  failureKinds.set(what, (failureKinds.get(what) ?? 0) + 1);
};
const total = RATE * SECONDS;
const pending: Promise<void>[] = [];
started = performance.now();
for (let n = 0; n < total; n++) {
  // Open loop: the n-th call leaves at its time whatever the earlier ones are doing.
  const due = started + (n * 1000) / RATE;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const subscription = subscribed[n % subscribed.length]!;
  const body = JSON.stringify(wire(n, subscription.mbl));
  const signature = `sha256=${createHmac('sha256', Buffer.from(secret, 'base64')).update(body).digest('hex')}`;
  const sent = performance.now();
  pending.push(
    fetch(`${server.base}/tracking/dcsa/callbacks/${subscription.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [DCSA_SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(30_000),
    })
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.status !== 200) failed(`HTTP ${res.status}`);
        else latencies.push(performance.now() - sent);
      })
      .catch((error: Error) => failed(error.name)),
  );
}
const sentIn = (performance.now() - started) / 1000;
await Promise.all(pending);
seconds = (performance.now() - started) / 1000;
const failures = [...failureKinds.values()].reduce((a, b) => a + b, 0);
console.info(
  `callbacks: ${total} sent in ${sentIn.toFixed(1)} s (${(total / sentIn).toFixed(0)}/s asked ${RATE}/s), all answered in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)}/s), ${failures} failed`,
);
if (failures) console.info(`failures: ${[...failureKinds].map(([k, n]) => `${k} ×${n}`).join(', ')}`);
if (latencies.length) printRow('callback answered 200 (ms)', figuresOf(latencies));

const op01 = await signedInGetter(server.base, 'op01');
const typical = shipments[SUBSCRIPTIONS + 1]!;
const [held] = await queryRows<{ n: number }>(
  db,
  sql`select count(*)::int as n from tracking_event_jobs where job_id = ${typical.id}`,
);
let turn = 0;
printRow(
  `job timeline, ${held!.n} events (ms)`,
  await measure(200, () => op01.get(`/ocean-export/jobs/${shipments[SUBSCRIPTIONS + (turn++ % 1000)]!.id}/timeline`)),
);
printRow(
  'job tracking tab (ms)',
  await measure(200, () => op01.get(`/ocean-export/jobs/${shipments[SUBSCRIPTIONS + (turn++ % 1000)]!.id}/tracking`)),
);
printRow('shipment list, first page (ms)', await measure(200, () => op01.get('/ocean-export/shipments?pageSize=20')));
printRow(
  'shipment list, all (ms)',
  await measure(200, () => op01.get('/ocean-export/shipments?pageSize=20&active=false')),
);
printRow(
  'shipment list, delayed only (ms)',
  await measure(200, () => op01.get('/ocean-export/shipments?pageSize=20&delayed=true')),
);
printRow(
  'shipment list, a B/L no’s start (ms)',
  await measure(200, () =>
    op01.get(`/ocean-export/shipments?pageSize=20&keyword=${shipments[turn++ % 1000]!.mbl.slice(0, 10)}`),
  ),
);

await server.close();
if (dataDir && !keptDir) await rm(dataDir, { recursive: true, force: true });
