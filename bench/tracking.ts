// Carrier events (issue 20): (1) bulk ingest of BENCH_EVENTS DCSA events (default 1,000,000) in
// batches of BENCH_BATCH (5,000) through ingestTrackingEvents (dedupe, matching by MBL no, one
// multi-row insert per 2,000 rows), events per second; (2) signed callbacks over HTTP at
// BENCH_CALLBACK_RATE a second (200) for BENCH_SECONDS (60), one new event each, open loop: the
// rate reached, the answers' p50/p95/p99 and failures; (3) a job's timeline (GET …/tracking) p95
// afterwards, the job holding BENCH_JOB_EVENTS of them.
// Run: npm run tracking -w bench. PGlite in a temporary directory by default; BENCH_DATABASE_URL (an
// empty PostgreSQL database) with BENCH_KINDS=postgres measures PostgreSQL.
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoPasswordOf } from '@apex/shared/demo';
import { DCSA_SIGNATURE_HEADER, type TTrackingEvent } from '@apex/shared/tracking';
import { queryRows, sql } from '../apps/server/src/db/client';
import { ingestTrackingEvents } from '../apps/server/src/features/tracking/ingest';
import { startBenchServer } from './lib/server';
import { figuresOf, measure, printRow } from './lib/stats';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 5000);
const RATE = Number(process.env.BENCH_CALLBACK_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const kind = (process.env.BENCH_KINDS ?? 'pglite') as 'pglite' | 'postgres';

const dataDir = kind === 'pglite' ? await mkdtemp(join(tmpdir(), 'apex-bench-tracking-')) : undefined;
const server = await startBenchServer(kind, {}, dataDir);
const { db } = server.database;
console.info(`tracking on ${kind}: ${EVENTS.toLocaleString('en')} events in batches of ${BATCH}`);

// Shanghai's export jobs (op01's) get master B/L nos to match; one event in ten names a B/L no job has.
const jobs = await queryRows<{ id: number; mbl: string }>(
  db,
  sql`update jobs set mbl_no = 'BENCH' || id
      where id in (select id from jobs where office_code = 'SHA' and job_type = 'OE' order by id limit 1000)
      returning id, mbl_no as mbl`,
);
const CODES = ['ARRI', 'DEPA'] as const;
const base = Date.parse('2030-01-01T00:00:00Z');
const eventOf = (n: number, mbl: string, prefix = 'bulk'): TTrackingEvent => ({
  eventId: `${prefix}-${n}`,
  source: 'DCSA',
  eventType: 'TRANSPORT',
  classifier: n % 3 === 0 ? 'ACT' : 'EST',
  eventCode: CODES[n % 2]!,
  eventDateTime: new Date(base + (n % 5000) * 3_600_000).toISOString(),
  eventCreatedDateTime: new Date(base + n * 1000).toISOString(),
  carrierCode: 'MAEU',
  documentReferences: [{ type: 'TRD', value: mbl }],
  documentTypeCode: null,
  documentId: null,
  equipmentReference: null,
  isoEquipmentCode: null,
  emptyIndicator: null,
  transportCall: {
    unLocationCode: n % 2 ? 'USLAX' : 'CNSHA',
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
});

let started = performance.now();
let created = 0;
for (let at = 0; at < EVENTS; at += BATCH) {
  const batch = Array.from({ length: Math.min(BATCH, EVENTS - at) }, (_, i) => {
    const n = at + i;
    return { event: eventOf(n, n % 10 === 9 ? `NOJOB${n}` : jobs[n % jobs.length]!.mbl) };
  });
  created += (await ingestTrackingEvents(db, batch, 'DCSA')).created;
}
let seconds = (performance.now() - started) / 1000;
console.info(
  `bulk ingest: ${created.toLocaleString('en')} events in ${seconds.toFixed(1)} s, ${(created / seconds).toFixed(0)} events/s`,
);
started = performance.now();
const replay = await ingestTrackingEvents(
  db,
  Array.from({ length: BATCH }, (_, n) => ({ event: eventOf(n, jobs[n % jobs.length]!.mbl) })),
  'DCSA',
);
console.info(
  `replay of ${BATCH} known events: ${replay.duplicates} duplicates, ${(performance.now() - started).toFixed(0)} ms`,
);

// Callbacks over HTTP, signed with a subscription's secret.
const job = jobs[0]!;
const secret = Buffer.from('bench-secret-bench-secret-bench!').toString('base64');
const [subscription] = await queryRows<{ id: number }>(
  db,
  sql`insert into tracking_subscriptions (job_id, reference_kind, reference, carrier_code, status, secret, subscribed_at)
      values (${job.id}, 'MBL', ${job.mbl}, 'MAEU', 'ACTIVE', ${secret}, now()) returning id`,
);
const url = `${server.base}/tracking/dcsa/callbacks/${subscription!.id}`;
const wire = (n: number) => [
  {
    eventID: `callback-${n}`,
    eventType: 'TRANSPORT',
    eventClassifierCode: 'EST',
    eventCreatedDateTime: new Date(base + n * 1000).toISOString(),
    eventDateTime: new Date(base + 86_400_000).toISOString(),
    transportEventTypeCode: 'ARRI',
    transportCall: { transportCallID: 'bench', modeOfTransport: 'VESSEL', UNLocationCode: 'USLAX' },
    documentReferences: [{ documentReferenceType: 'TRD', documentReferenceValue: job.mbl }],
  },
];
const latencies: number[] = [];
let failures = 0;
const failureKinds = new Map<string, number>();
const failed = (kind: string) => {
  failures++;
  failureKinds.set(kind, (failureKinds.get(kind) ?? 0) + 1);
};
const total = RATE * SECONDS;
const pending: Promise<void>[] = [];
started = performance.now();
for (let n = 0; n < total; n++) {
  // Open loop: the n-th call leaves at its time whatever the earlier ones are doing.
  const due = started + (n * 1000) / RATE;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const body = JSON.stringify(wire(n));
  const signature = `sha256=${createHmac('sha256', Buffer.from(secret, 'base64')).update(body).digest('hex')}`;
  const sent = performance.now();
  pending.push(
    fetch(url, {
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
await Promise.all(pending);
seconds = (performance.now() - started) / 1000;
console.info(
  `callbacks: ${total} sent at ${RATE}/s over ${SECONDS} s, done in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)}/s), ${failures} failed`,
);
if (failures) console.info(`failures: ${[...failureKinds].map(([k, n]) => `${k} ×${n}`).join(', ')}`);
if (latencies.length) printRow('callback answered 200 (ms)', figuresOf(latencies));

const signIn = await fetch(`${server.base}/auth/WHSSOLogin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'op01', password: demoPasswordOf('op01'), type: 2 }),
});
const token = ((await signIn.json()) as { data: string }).data;
const [held] = await queryRows<{ n: number }>(
  db,
  sql`select count(*)::int as n from tracking_event_jobs where job_id = ${job.id}`,
);
const timeline = await measure(200, async () => {
  const res = await fetch(`${server.base}/ocean-export/jobs/${job.id}/tracking`, { headers: { authorization: token } });
  if (res.status !== 200) throw new Error(`timeline answered ${res.status}`);
  await res.arrayBuffer();
});
printRow(`job timeline, ${held!.n} events (ms)`, timeline);

await server.close();
if (dataDir) await rm(dataDir, { recursive: true, force: true });
