// Prints p50/p95/p99 of the trucking lists at a million jobs (issue 19), on PostgreSQL: a fifth of
// the bench jobs with an FCL order of their containers, every fiftieth export order united with the
// next job's, spread over the entrustment states; the export list's default page and its filters
// (status, container no, job no, MB/L, the orders linked to several jobs, a month of trucking dates,
// a trucker) and the import list, each through the API beside the same query straight on the
// database, call for call.
// Run: BENCH_DATABASE_URL=postgres://… npm run trucking -w bench, on a database `finance` or `jobs`
// filled (the bench jobs are generated when it has none); the orders are added once.
import type { TJobType } from '@apex/shared/jobs';
import { ZTruckingListQuery } from '@apex/shared/movement';
import { queryRows, sql } from '../apps/server/src/db/client';
import { findTruckingPage } from '../apps/server/src/features/jobs/trucking/trucking-list-queries';
import { countOf, ensureBenchJobs, signedInGetter } from './lib/bench-jobs';
import { startBenchServer } from './lib/server';
import { measure, measureSideBySide, printRow } from './lib/stats';

const JOBS = Number(process.env.BENCH_JOBS ?? 1_000_000);
const RUNS = 200;
/** op01 works in Shanghai: an eighth of the million jobs are its office's exports. */
const ACCOUNT = 'op01';
const OFFICE = 'SHA';

const server = await startBenchServer('postgres');
const db = server.database.db;
const count = (query: ReturnType<typeof sql>) => countOf(db, query);

const started = performance.now();
await ensureBenchJobs(db, JOBS);
if ((await count(sql`select count(*)::int as n from trucking_orders where created_by = 'bench'`)) === 0) {
  // In one transaction: a run stopped half-way leaves no orders without their containers.
  await db.transaction(async (tx) => {
    // One order for every fifth bench job with numbered containers; every fiftieth export order also
    // carries the next job's containers (that job has no order of its own: its id is not a multiple of 5).
    await tx.execute(sql`
    with trucker as (
      select distinct on (p.office_code) p.office_code, p.id from parties p
      where 'TRUCKER' = any(p.roles) order by p.office_code, p.id)
    insert into trucking_orders (office_code, job_type, job_id, trucking_no, kind, direction, united, status, status_at,
                                 trucker_id, trucking_date, consignee_id, vehicle_type, appointment_no, appointment_at,
                                 delivered_at, created_by, updated_by, created_at)
    select j.office_code, j.job_type, j.id, 'BT' || j.id, 'FCL',
           case j.job_type when 'OE' then 'PICKUP' else 'DELIVERY' end,
           j.job_type = 'OE' and j.id % 250 = 0,
           (array['NOT_ENTRUSTED', 'ENTRUSTED', 'DEPARTED', 'ARRIVED', 'PICKED_UP', 'CANCELLED'])[j.id / 5 % 6 + 1],
           j.operation_at + interval '2 days', t.id, coalesce(j.etd, j.eta, j.operation_at::date) - 3, j.consignee_id,
           'TRACTOR40', 'APT' || j.id, (coalesce(j.etd, j.eta, j.operation_at::date) - 3) + time '09:30',
           case when j.job_type = 'OI' and j.id / 5 % 6 = 4 then coalesce(j.eta, j.operation_at::date) + 2 + time '15:00' end,
           'bench', 'bench', j.operation_at
    from jobs j join trucker t on t.office_code = j.office_code
    where j.created_by = 'bench' and j.id % 5 = 0
      and exists (select 1 from job_containers c where c.job_id = j.id and c.container_no <> '')`);
    // Each order's own job's containers, then a united order's next job's: two joins by job id (one
    // join on "own or next" could use no index and ran for minutes).
    await tx.execute(sql`
    insert into trucking_order_containers (order_id, job_id, line_no, container_no, direction, active)
    select o.id, c.job_id, c.line_no, c.container_no, o.direction, o.status <> 'CANCELLED'
    from trucking_orders o join job_containers c on c.job_id = o.job_id and c.container_no <> ''
    where o.created_by = 'bench'`);
    await tx.execute(sql`
    insert into trucking_order_containers (order_id, job_id, line_no, container_no, direction, active)
    select o.id, c.job_id, 100 + c.line_no, c.container_no, o.direction, o.status <> 'CANCELLED'
    from trucking_orders o
    join jobs n on n.id = o.job_id + 1 and n.office_code = o.office_code and n.job_type = o.job_type
    join job_containers c on c.job_id = n.id and c.container_no <> ''
    where o.created_by = 'bench' and o.united`);
  });
  await db.execute(sql`vacuum (analyze) trucking_orders, trucking_order_containers`);
}
const [sizes] = await queryRows<{ jobs: number; orders: number; containers: number }>(
  db,
  sql`select (select count(*) from jobs)::int as jobs, (select count(*) from trucking_orders)::int as orders,
             (select count(*) from trucking_order_containers)::int as containers`,
);
console.info(
  `\npostgres: ${sizes!.jobs} jobs, ${sizes!.orders} trucking orders, ${sizes!.containers} containers on them ` +
    `(${((performance.now() - started) / 1000).toFixed(0)} s to generate or find)`,
);

// The operators' days are Shanghai's: the date filters read moments in that zone.
const { get } = await signedInGetter(server.base, ACCOUNT, { 'x-time-zone': 'Asia/Shanghai' });
printRow('  API floor: GET /auth/validateToken', await measure(RUNS, () => get('/auth/validateToken')));

const [sample] = await queryRows<{ container_no: string; job_no: string; mbl_no: string; trucker_id: number }>(
  db,
  sql`select c.container_no, j.job_no, j.mbl_no, o.trucker_id from trucking_orders o
      join trucking_order_containers c on c.order_id = o.id join jobs j on j.id = o.job_id
      where o.office_code = ${OFFICE} and o.job_type = 'OE' and o.created_by = 'bench' and j.mbl_no <> ''
      order by o.id desc limit 1 offset 5000`,
);
const cases: [string, TJobType, Record<string, string>][] = [
  ['export list, default page (newest 20)', 'OE', {}],
  ['export list, departed', 'OE', { status: 'DEPARTED' }],
  ['export list, a container no', 'OE', { containerNo: sample!.container_no }],
  ['export list, a job no', 'OE', { jobNo: sample!.job_no }],
  ['export list, an MB/L no', 'OE', { mblNo: sample!.mbl_no }],
  ['export list, the orders linked to several jobs (trucking_link)', 'OE', { linked: 'true' }],
  ['export list, a month of trucking dates', 'OE', { dateFrom: '2025-03-01', dateTo: '2025-03-31' }],
  [
    'export list, one trucker by appointment time',
    'OE',
    { trucker: String(sample!.trucker_id), sortField: 'appointmentAt' },
  ],
  ['export list, CFS orders (trucking/transform: none here)', 'OE', { kind: 'CFS' }],
  ['import list, default page', 'OI', {}],
  ['import list, delivered in a month', 'OI', { dateField: 'delivered', dateFrom: '2025-03-01', dateTo: '2025-03-31' }],
];
for (const [label, jobType, query] of cases) {
  const path = `/${jobType === 'OE' ? 'ocean-export' : 'ocean-import'}/trucking-orders?${new URLSearchParams(query)}`;
  console.info(`  ${label}`);
  const [api, direct] = await measureSideBySide(
    RUNS,
    () => get(path),
    () =>
      findTruckingPage(db, {
        ...ZTruckingListQuery.parse(query),
        officeCode: OFFICE,
        jobType,
        timeZone: 'Asia/Shanghai',
      }),
  );
  printRow(`    API GET ${path.split('?')[0]}`, api);
  printRow('    SQL (the same queries)', direct);
}
await server.close();
