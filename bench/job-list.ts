// Prints p50/p95/p99 of the job list at a million jobs (issue 5): the default page, a filtered page
// (status + ETD range), a search by 200 MB/L numbers, a substring search on the customer's name and
// a job card's data, each through the API and as the same query run straight on the database, call
// for call in turn (so both meet the same machine), with the ratio of the two.
// Run: npm run jobs -w bench. BENCH_JOBS sets the number of jobs (default 1,000,000); with
// BENCH_DATABASE_URL (an empty PostgreSQL database, or one an earlier run filled, which is measured as
// it is) it also measures on PostgreSQL; BENCH_KINDS picks one; BENCH_PGLITE_DIR keeps PGlite's database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoPasswordOf } from '@apex/shared/demo';
import { type TJobListQuery, ZJobListQuery } from '@apex/shared/jobs';
import { queryRows, sql } from '../apps/server/src/db/client';
import { getJob } from '../apps/server/src/features/jobs/card/jobs';
import { findJobListPage } from '../apps/server/src/features/jobs/list/queries';
import { insertGeneratedJobs, insertGeneratedParts } from '../apps/server/src/seed/job-generator';
import { jsonGetter } from './lib/http-client';
import { startBenchServer } from './lib/server';
import { type Figures, measure, measureSideBySide, printRow } from './lib/stats';

const JOBS = Number(process.env.BENCH_JOBS ?? 1_000_000);
const RUNS = 200;
/** op01 works in Shanghai: its export list is a quarter of an office's half of the jobs. */
const ACCOUNT = 'op01';
const OFFICE = 'SHA';

interface Case {
  label: string;
  query: TJobListQuery;
}

type Kind = 'pglite' | 'postgres';
/** BENCH_KINDS=postgres (or pglite) measures one database only: generating a million rows takes a while. */
const kinds = (process.env.BENCH_KINDS?.split(',') ??
  (process.env.BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'])) as Kind[];
for (const kind of kinds) {
  // PGlite on disk: a million jobs and their indexes do not fit its in-memory file system.
  // BENCH_PGLITE_DIR keeps the database for the next run, as a PostgreSQL database is kept.
  const keptDir = process.env.BENCH_PGLITE_DIR;
  const dataDir = kind === 'pglite' ? (keptDir ?? (await mkdtemp(join(tmpdir(), 'apex-bench-jobs-')))) : undefined;
  const server = await startBenchServer(kind, {}, dataDir);
  const db = server.database.db;

  let started = performance.now();
  // A PostgreSQL database of an earlier run is measured again as it is: generating takes minutes.
  const [earlier] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from jobs where created_by = 'bench'`,
  );
  if (earlier!.n === 0) {
    // Five years of jobs, numbered apart from the demo jobs the server seeded.
    await insertGeneratedJobs(db, {
      perOfficeAndType: Math.ceil(JOBS / 8),
      spanDays: 5 * 365,
      createdBy: 'bench',
      jobNoPrefix: 'B',
    });
  }
  const jobSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  if (earlier!.n === 0) await insertGeneratedParts(db, 'bench');
  // As the server keeps it: autovacuum on PostgreSQL, db/maintenance.ts on PGlite.
  await db.execute(sql`vacuum (analyze)`);
  const [sizes] = await queryRows<{ jobs: number; hbls: number; containers: number; office: number }>(
    db,
    sql`select (select count(*) from jobs)::int as jobs, (select count(*) from job_hbls)::int as hbls,
               (select count(*) from job_containers)::int as containers,
               (select count(*) from jobs where office_code = ${OFFICE} and job_type = 'OE')::int as office`,
  );
  console.info(
    `\n${kind}: ${sizes!.jobs} jobs (${jobSeconds.toFixed(0)} s), ${sizes!.hbls} HB/Ls and ${sizes!.containers} containers ` +
      `(${((performance.now() - started) / 1000).toFixed(0)} s); ${sizes!.office} in ${OFFICE}'s export list`,
  );

  // What the searches look for: 200 MB/L numbers of the office's jobs, a customer's trade name, a month.
  const mbls = await queryRows<{ mbl_no: string }>(
    db,
    sql`select mbl_no from jobs where office_code = ${OFFICE} and job_type = 'OE' and mbl_no <> ''
        order by md5(id::text) limit 200`,
  );
  const [customer] = await queryRows<{ name_en: string }>(
    db,
    sql`select p.name_en from jobs j join parties p on p.id = j.customer_id
        where j.office_code = ${OFFICE} and j.job_type = 'OE' limit 1`,
  );
  const nameWord = customer!.name_en.split(' ')[0]!.slice(1, 6);
  const [card] = await queryRows<{ id: number }>(
    db,
    sql`select id from jobs where office_code = ${OFFICE} and job_type = 'OE' and container_type_qty <> ''
        order by id desc limit 1 offset 100`,
  );
  const year = new Date().getFullYear() - 2;
  const cases: Case[] = [
    { label: 'default page (newest 20)', query: {} },
    {
      label: 'status COMPLETED + ETD in one month',
      query: { jobStatus: 'COMPLETED', dateType: 'ETD', dateFrom: `${year}-03-01`, dateTo: `${year}-03-31` },
    },
    { label: `${mbls.length} MB/L numbers`, query: { billNos: mbls.map((m) => m.mbl_no).join('\n') } },
    { label: `customer name contains "${nameWord}"`, query: { customerName: nameWord } },
  ];

  const signIn = await fetch(`${server.base}/auth/WHSSOLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ACCOUNT, password: demoPasswordOf(ACCOUNT), type: 2 }),
  });
  const token = ((await signIn.json()) as { data: string }).data;
  const getJson = jsonGetter(server.base, { authorization: token });
  const get = async (path: string) => (await getJson(path)) as { data: { total?: number } };
  const ratio = (api: Figures, direct: Figures) =>
    console.info(
      `${''.padEnd(4)}API/SQL at p50: ${(api.p50 / direct.p50).toFixed(2)}, at p95: ${(api.p95 / direct.p95).toFixed(2)}`,
    );

  // The floor of any call: HTTP both ways, the session look-up and the envelope, with no query of its own.
  printRow('  API floor: GET /auth/validateToken', await measure(RUNS, () => get('/auth/validateToken')));
  for (const { label, query } of cases) {
    const path = `/ocean-export/jobs?${new URLSearchParams(query as Record<string, string>)}`;
    const { data } = await get(path);
    console.info(`  ${label}: ${data.total} matches`);
    const parsed = ZJobListQuery.parse(query);
    const [api, direct] = await measureSideBySide(
      RUNS,
      () => get(path),
      () => findJobListPage(db, { ...parsed, officeCode: OFFICE, jobType: 'OE' }),
    );
    printRow('    API GET /ocean-export/jobs', api);
    printRow('    SQL (the same page and count)', direct);
    ratio(api, direct);
  }

  console.info(`  job card ${card!.id}: its general part with the names it refers to`);
  const actor = { userId: null, account: ACCOUNT, officeCode: OFFICE, ip: '', userAgent: '', requestId: '' };
  const ctx = { db, config: server.config };
  const [api, direct] = await measureSideBySide(
    RUNS,
    () => get(`/ocean-export/jobs/${card!.id}`),
    () => getJob(ctx, 'OE', card!.id, actor),
  );
  printRow('    API GET /ocean-export/jobs/:id', api);
  printRow('    SQL (the row and its names)', direct);
  ratio(api, direct);

  await server.close();
  if (dataDir && !keptDir) await rm(dataDir, { recursive: true, force: true });
}
