// Prints p50/p95/p99 of the import control board at a million jobs (issue 19), on PostgreSQL: the
// stage counts and one page of each stage's jobs (with their containers' last free dates, the most
// urgent first), each through the API beside the same service run straight on the database, call
// for call. Goal: p95 ≤ 50 ms.
// Run: BENCH_DATABASE_URL=postgres://… npm run control-board -w bench. BENCH_JOBS sets the number of
// jobs generated into an empty database (default 1,000,000); a database an earlier run (or the job
// list's or finance's benchmark) filled is measured as it is, its import jobs staged once.
import { IMPORT_STAGE_CODES, ZControlBoardQuery } from '@apex/shared/movement';
import { queryRows, sql } from '../apps/server/src/db/client';
import { countControlBoard, findControlBoardJobs } from '../apps/server/src/features/jobs/desks/control-board';
import { stageImportJobs } from '../apps/server/src/seed/demo-movement';
import { ensureBenchJobs, signedInGetter } from './lib/bench-jobs';
import { startBenchServer } from './lib/server';
import { measureSideBySide, printRow } from './lib/stats';

const JOBS = Number(process.env.BENCH_JOBS ?? 1_000_000);
const RUNS = 200;
/** op01 works in Shanghai: an eighth of the million are its office's imports. */
const ACCOUNT = 'op01';
const OFFICE = 'SHA';

const server = await startBenchServer('postgres');
const db = server.database.db;
const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db, query))[0]!.n;

const started = performance.now();
await ensureBenchJobs(db, JOBS);
if ((await count(sql`select count(*)::int as n from jobs where created_by = 'bench' and import_stage > 0`)) === 0)
  await stageImportJobs(db, 'bench');
await db.execute(sql`vacuum (analyze) jobs`);
await db.execute(sql`vacuum (analyze) job_containers`);
const stages = await queryRows<{ stage: number; n: number }>(
  db,
  sql`select import_stage as stage, count(*)::int as n from jobs
      where office_code = ${OFFICE} and job_type = 'OI' and job_status not in ('COMPLETED', 'CANCELLED')
      group by 1 order by 1`,
);
console.info(
  `\npostgres: ${await count(sql`select count(*)::int as n from jobs`)} jobs; ${OFFICE}'s imports in flight by stage ` +
    `${stages.map((s) => `${s.stage}:${s.n}`).join(' ')} ` +
    `(${((performance.now() - started) / 1000).toFixed(0)} s to generate, stage or find)`,
);

const { get } = await signedInGetter(server.base, ACCOUNT);
const actor = { userId: null, account: ACCOUNT, officeCode: OFFICE, ip: '', userAgent: '', requestId: '' };
const ctx = { db, config: server.config };

async function sideBySide(label: string, path: string, direct: () => Promise<unknown>) {
  console.info(`  ${label}`);
  const [api, sqlOnly] = await measureSideBySide(RUNS, () => get(path), direct);
  printRow(`    API GET ${path}`, api);
  printRow('    SQL (the same service)', sqlOnly);
}

await sideBySide('stage counts', '/ocean-import/control-board', () => countControlBoard(ctx, { actor, query: {} }));
for (const stage of IMPORT_STAGE_CODES) {
  const query = ZControlBoardQuery.parse({ stage });
  await sideBySide(`stage ${stage}, first page`, `/ocean-import/control-board/jobs?stage=${stage}`, () =>
    findControlBoardJobs(ctx, { actor, query }),
  );
}
const deep = ZControlBoardQuery.parse({ stage: 'ARRIVAL_NOTICE', page: 10 });
await sideBySide('stage ARRIVAL_NOTICE, page 10', '/ocean-import/control-board/jobs?stage=ARRIVAL_NOTICE&page=10', () =>
  findControlBoardJobs(ctx, { actor, query: deep }),
);
await server.close();
