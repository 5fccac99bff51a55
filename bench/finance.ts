// Prints p50/p95/p99 of the money of jobs at a million jobs with six lines each (issue 17), on
// PostgreSQL: a job's charges tab, the invoice list, a customer's statement and the job list by
// profit, each through the API beside the same query run straight on the database, call for call;
// then 50 invoice confirmations at once, their numbers checked unique and without gaps.
// Run: BENCH_DATABASE_URL=postgres://… npm run finance -w bench. BENCH_JOBS sets the number of jobs
// (default 1,000,000); a database an earlier run filled is measured as it is.
import { ZInvoiceListQuery, ZStatementQuery } from '@apex/shared/finance';
import { ZJobListQuery } from '@apex/shared/jobs';
import { queryRows, sql } from '../apps/server/src/db/client';
import { findInvoicePage } from '../apps/server/src/features/finance/invoices/invoice-list-queries';
import { getStatement } from '../apps/server/src/features/finance/statement/statement';
import { getCharges } from '../apps/server/src/features/jobs/charges/charges';
import { findJobList } from '../apps/server/src/features/jobs/list/job-list';
import { insertGeneratedFinance } from '../apps/server/src/seed/finance-generator';
import { countOf, ensureBenchJobs, signedInGetter } from './lib/bench-jobs';
import { startBenchServer } from './lib/server';
import { type Figures, figuresOf, measure, measureSideBySide, printRow } from './lib/stats';

const JOBS = Number(process.env.BENCH_JOBS ?? 1_000_000);
const RUNS = 200;
/** fin01 works in Shanghai: the office's export jobs are an eighth of the million. */
const ACCOUNT = 'fin01';
const OFFICE = 'SHA';

const server = await startBenchServer('postgres');
const db = server.database.db;
const count = (query: ReturnType<typeof sql>) => countOf(db, query);

let started = performance.now();
await ensureBenchJobs(db, JOBS);
if ((await count(sql`select count(*)::int as n from job_charges where created_by = 'bench'`)) === 0) {
  await db.execute(sql`vacuum (analyze) jobs`);
  await insertGeneratedFinance(db, 'bench');
}
await db.execute(sql`vacuum (analyze)`);
const [sizes] = await queryRows<{ jobs: number; lines: number; invoices: number; clearings: number }>(
  db,
  sql`select (select count(*) from jobs)::int as jobs, (select count(*) from job_charges)::int as lines,
             (select count(*) from invoices)::int as invoices, (select count(*) from clearings)::int as clearings`,
);
console.info(
  `\npostgres: ${sizes!.jobs} jobs, ${sizes!.lines} lines, ${sizes!.invoices} invoices, ${sizes!.clearings} clearings ` +
    `(${((performance.now() - started) / 1000).toFixed(0)} s to generate or find)`,
);

const { token, get } = await signedInGetter(server.base, ACCOUNT);
const actor = { userId: null, account: ACCOUNT, officeCode: OFFICE, ip: '', userAgent: '', requestId: '' };
const ctx = { db, config: server.config };
const caller = { ...actor, offices: new Set([OFFICE]), holds: () => true, companyType: 'XC' as const };
const ratio = (api: Figures, direct: Figures) =>
  console.info(
    `${''.padEnd(4)}API/SQL at p50: ${(api.p50 / direct.p50).toFixed(2)}, at p95: ${(api.p95 / direct.p95).toFixed(2)}`,
  );
async function sideBySide(label: string, path: string, direct: () => Promise<unknown>) {
  console.info(`  ${label}`);
  const [api, sqlOnly] = await measureSideBySide(RUNS, () => get(path), direct);
  printRow(`    API GET ${path.split('?')[0]}`, api);
  printRow('    SQL (the same queries)', sqlOnly);
  ratio(api, sqlOnly);
}

printRow('  API floor: GET /auth/validateToken', await measure(RUNS, () => get('/auth/validateToken')));

// A job's charges tab, of a completed job with invoices.
const [tabJob] = await queryRows<{ id: number }>(
  db,
  sql`select j.id from jobs j where j.office_code = ${OFFICE} and j.job_type = 'OE' and j.created_by = 'bench'
        and j.job_status = 'COMPLETED' and exists (select 1 from invoices i where i.job_id = j.id)
      order by j.id desc limit 1 offset 500`,
);
await sideBySide(`charges tab of job ${tabJob!.id}`, `/ocean-export/jobs/${tabJob!.id}/charges`, () =>
  getCharges(ctx, { jobType: 'OE', id: tabJob!.id, actor, companyType: 'XC' }),
);

const [debtor] = await queryRows<{ party_id: number; n: number }>(
  db,
  sql`select party_id, count(*)::int as n from invoices
      where office_code = ${OFFICE} and state = 'CONFIRMED' and side = 'AR' and cleared_amount <> gross_total
      group by party_id order by 2 desc limit 1`,
);
const invoiceCases: [string, Record<string, string>][] = [
  ['invoice list, default page (newest 20)', {}],
  [
    'invoice list, confirmed and unpaid, by outstanding',
    { state: 'CONFIRMED', paymentState: 'UNPAID', sortField: 'outstanding', sortOrder: 'descend' },
  ],
  ['invoice list by due date, first due first', { sortField: 'dueDate', sortOrder: 'ascend' }],
  [
    'invoice list, one customer’s unpaid, by due date',
    { partyId: String(debtor!.party_id), paymentState: 'UNPAID', sortField: 'dueDate' },
  ],
];
for (const [label, query] of invoiceCases)
  await sideBySide(label, `/finance/invoices?${new URLSearchParams(query)}`, () =>
    findInvoicePage(db, { ...ZInvoiceListQuery.parse(query), officeCode: OFFICE }),
  );

await sideBySide(
  `statement of the customer with the most open invoices (${debtor!.n})`,
  `/finance/statement?partyId=${debtor!.party_id}`,
  () => getStatement(ctx, ZStatementQuery.parse({ partyId: debtor!.party_id }), caller),
);

// The job list by its money: the list's page and count, and its customers' over-credit flag.
const listCases: [string, Record<string, string>][] = [
  ['job list sorted by profit, highest first', { sortField: 'profitLocal', sortOrder: 'descend' }],
  ['job list with a profit from 0 to 500', { profitFrom: '0', profitTo: '500', sortField: 'profitLocal' }],
  ['job list below the minimum margin', { belowMinMargin: '1' }],
];
for (const [label, query] of listCases)
  await sideBySide(label, `/ocean-export/jobs?${new URLSearchParams(query)}`, () =>
    findJobList(ctx, { jobType: 'OE', query: ZJobListQuery.parse(query), actor }),
  );

// 50 confirmations at once, each a draft of one job's unbilled charges, checked first (not measured).
const free = await queryRows<{ job_id: number; ids: number[] }>(
  db,
  sql`select l.job_id, array_agg(l.id order by l.id) as ids from job_charges l join jobs j on j.id = l.job_id
      where j.office_code = ${OFFICE} and j.job_type = 'OE' and j.created_by = 'bench' and l.side = 'AR'
        and l.invoice_id is null
      group by l.job_id, l.party_id, l.currency order by l.job_id desc limit 50`,
);
await db.execute(sql`update job_charges set check_status = 'CHECKED', checked_by = ${ACCOUNT}, checked_at = now()
  where id in ${free.flatMap((group) => group.ids)}`);
const post = async (path: string, body: object) => {
  const res = await fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { statusCode: number; data: { id: number; invoiceNo: string } };
};
const made = await Promise.all(
  free.map(({ job_id, ids }) =>
    post(`/ocean-export/jobs/${job_id}/invoices`, { kind: 'INVOICE', lineIds: ids, invoiceDate: '2030-01-15' }),
  ),
);
const drafts = made.filter((answer) => answer.statusCode === 200);
started = performance.now();
const latencies: number[] = [];
const confirmed = await Promise.all(
  drafts.map(async ({ data }) => {
    const at = performance.now();
    const answer = await post(`/finance/invoices/${data.id}/confirm`, { version: 1, acknowledgeCredit: true });
    latencies.push(performance.now() - at);
    return answer;
  }),
);
const wall = performance.now() - started;
const numbers = confirmed.filter((a) => a.statusCode === 200).map((a) => a.data.invoiceNo);
const sequences = numbers.map((no) => Number(no.slice(-5))).sort((a, b) => a - b);
const gapless = sequences.every((seq, i) => seq === sequences[0]! + i);
console.info(
  `  ${drafts.length} confirmations at once: ${numbers.length} confirmed in ${wall.toFixed(0)} ms ` +
    `(${((numbers.length / wall) * 1000).toFixed(0)}/s), ${new Set(numbers).size} distinct numbers, ` +
    `${gapless ? 'no gaps' : 'GAPS'} (${numbers.sort()[0]} … ${numbers.at(-1)})`,
);
printRow('    each confirmation, as its caller waited', figuresOf(latencies));

await server.close();
