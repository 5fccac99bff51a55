// Prints what a durable commit costs on the embedded database in a data directory on disk.
// 1. Single-row insert transactions, call for call on two databases: PGlite as the library opens
//    it (fsync off: a commit reaches the page cache only) and as the server opens it (the WAL is
//    fsynced at each commit; db/durable-node-fs.ts), p50/p95/p99 and commits per second.
// 2. A realistic save through the API on the server's database: POST /tasks over HTTP (session
//    look-up, validation, insert, operation log, one transaction).
// Run: npm run commits -w bench (BENCH_COMMITS, default 1000). The figures follow the disk's flush
// latency, which is the point: run it on the disk the data will live on.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@apex/shared/demo';
import { PGlite } from '@electric-sql/pglite';
import { sql } from '../apps/server/src/db/client';
import { startBenchServer } from './lib/server';
import { type Figures, measure, measureSideBySide, printRow } from './lib/stats';

const commits = Number(process.env.BENCH_COMMITS ?? 1000);
const workDir = await mkdtemp(join(tmpdir(), 'apex-commits-'));

function printWithRate(label: string, figures: Figures) {
  printRow(label, figures);
  console.info(`${''.padEnd(44)} ${(1000 / figures.mean).toFixed(0)} commits/s`);
}

const server = await startBenchServer('pglite', {}, join(workDir, 'server'));
const { db } = server.database;
const plain = new PGlite({ dataDir: join(workDir, 'plain') });
const table = 'create table bench_commit (id serial primary key, note text not null)';
await db.execute(sql.raw(table));
await plain.exec(table);

let n = 0;
const insertPlain = () =>
  plain.transaction((tx) => tx.query('insert into bench_commit (note) values ($1)', [`row ${++n}`]));
const insertDurable = () =>
  db.transaction((tx) => tx.execute(sql`insert into bench_commit (note) values (${`row ${++n}`})`));
const [before, after] = await measureSideBySide(commits, insertPlain, insertDurable);
printWithRate('insert one row, commit: fsync off', before);
printWithRate('insert one row, commit: fsync at commit', after);

const signIn = await fetch(`${server.base}/auth/WHSSOLogin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'op01', password: DEMO_PASSWORD, type: 2 }),
});
const token = ((await signIn.json()) as { data: string }).data;
const save = await measure(
  Math.ceil(commits / 2),
  async () => {
    const res = await fetch(`${server.base}/tasks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ title: `Call the consignee ${++n}` }),
    });
    if (res.status !== 200) throw new Error(`POST /tasks answered ${res.status}`);
    await res.arrayBuffer();
  },
  20,
);
printWithRate('POST /tasks over HTTP: fsync at commit', save);

await plain.close();
await server.close();
await rm(workDir, { recursive: true, force: true });
