// Prints what printing costs (issue 18): one HB/L, and the HB/Ls of 100 jobs as one PDF.
// 1. One draft HB/L over HTTP as the job card asks for it (session, job aggregate reads, layout,
//    fonts subset, print record), p50/p95/p99; and the layout alone in the process (renderPdf of
//    data read once). Goal: ≤ 300 ms for one document.
// 2. The batch of 100 jobs (one HB/L each) over HTTP as the job list asks for it (NDJSON progress):
//    time to the first progress line and to the end, the PDF's size, and the server process's RSS
//    and heap, sampled every 20 ms, against the PDF's size: the batch streams, so memory should not
//    grow with the pages.
// Run: npm run documents -w bench (BENCH_RUNS, default 30). PGlite in memory, the demo data.
import { buffer } from 'node:stream/consumers';
import { DEMO_PASSWORD } from '@apex/shared/demo';
import { queryRows, sql } from '../apps/server/src/db/client';
import { renderPdf } from '../apps/server/src/features/documents/engine/render-pdf';
import { drawHbl } from '../apps/server/src/features/documents/job-documents/hbl';
import { readPrintJob } from '../apps/server/src/features/documents/print-data';
import { startBenchServer } from './lib/server';
import { measure, printRow } from './lib/stats';

const runs = Number(process.env.BENCH_RUNS ?? 30);
const BATCH = 100;
const server = await startBenchServer('pglite');
const { db } = server.database;

const signIn = await fetch(`${server.base}/auth/WHSSOLogin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'op01', password: DEMO_PASSWORD, type: 2 }),
});
const token = ((await signIn.json()) as { data: string }).data;
const headers = { 'content-type': 'application/json', authorization: token, 'x-language': 'zh_CN' };

// One HB/L more for each of the office's first export jobs, through the API; the batch prints them all.
const jobs = await queryRows<{ id: number }>(
  db,
  sql`select id from jobs where office_code = 'SHA' and job_type = 'OE' and job_mode in ('FCL', 'LCL')
      and master_job_id is null order by id limit ${BATCH}`,
);
const description = Array.from({ length: 12 }, (_, i) => `LINE ${i + 1}: LED PANELS 600X600 MM, 40 W, 内置驱动`).join(
  '\n',
);
const created: number[] = [];
for (const [index, job] of jobs.entries()) {
  const res = await fetch(`${server.base}/ocean-export/jobs/${job.id}/hbls`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      hblNo: `BENCH${index}`,
      packages: 120,
      packageType: 'CTNS',
      weightKg: '4567.5',
      volumeCbm: '33.2',
      marks: 'APEX/LAX\nC/NO. 1-120',
      goodsName: description,
      confirmOverWeight: true,
    }),
  });
  if (res.status !== 200) throw new Error(`HB/L for job ${job.id}: ${res.status} ${await res.text()}`);
  created.push(((await res.json()) as { data: { id: number } }).data.id);
}
const first = jobs[0]!.id;
console.info(`${jobs.length} export jobs with an HB/L each`);

const printOne = async () => {
  const res = await fetch(`${server.base}/ocean-export/jobs/${first}/documents/print`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ kind: 'HBL', hblId: created[0], variant: 'DRAFT' }),
  });
  if (res.status !== 200) throw new Error(`print answered ${res.status} ${await res.text()}`);
  return res.arrayBuffer();
};
printRow('one HB/L over HTTP (read, lay out, record)', await measure(runs, printOne, 5));

const actor = { userId: null, account: 'op01', officeCode: 'SHA', ip: '', userAgent: '', requestId: '' };
const reader = { locale: 'zh_CN' as const, timeZone: 'Asia/Shanghai' };
const data = await readPrintJob({ db } as never, { jobType: 'OE', id: first, actor }, reader);
const hbl = data.bills.hbls.find((one) => one.id === created[0])!;
printRow(
  'one HB/L laid out (data read once)',
  await measure(
    runs,
    () => buffer(renderPdf((doc) => drawHbl(doc, { data, hbl, variant: 'DRAFT' }), { title: 'x', locale: 'zh_CN' })),
    5,
  ),
);

/**
 * A batch of the first `count` jobs: memory sampled while it streams; the client reads and drops
 * the bytes, as a save to disk would.
 */
async function batch(count: number) {
  global.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const started = performance.now();
  const res = await fetch(`${server.base}/ocean-export/jobs/documents/hbl-batch`, {
    method: 'POST',
    headers: { ...headers, accept: 'application/x-ndjson' },
    body: JSON.stringify({ jobIds: jobs.slice(0, count).map((job) => job.id) }),
  });
  let firstLine = 0;
  let pdfBytes = 0;
  let pending = '';
  const decoder = new TextDecoder();
  const body = res.body!.getReader();
  for (let read = await body.read(); !read.done; read = await body.read()) {
    firstLine ||= performance.now() - started;
    const lines = (pending + decoder.decode(read.value, { stream: true })).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const parsed = JSON.parse(line) as { progress?: { pdf: string }; statusCode?: number };
      if (parsed.progress) pdfBytes += Buffer.from(parsed.progress.pdf, 'base64').length;
      else if (parsed.statusCode !== 200) throw new Error(`batch ended with ${line}`);
    }
  }
  const total = performance.now() - started;
  clearInterval(sampler);
  const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
  console.info(
    `batch of ${count} jobs: first progress ${firstLine.toFixed(0)} ms, whole ${total.toFixed(0)} ms (${(total / count).toFixed(1)} ms a job)`,
  );
  console.info(
    `  PDF ${mib(pdfBytes)}; server RSS ${mib(base.rss)} → peak +${mib(peakRss - base.rss)}, heap ${mib(base.heapUsed)} → peak +${mib(peakHeap - base.heapUsed)}`,
  );
}

// A small batch first (fonts and code warm), then the whole: memory that grew with the pages would
// grow tenfold between the two.
await batch(10);
await batch(jobs.length);
await server.close();
