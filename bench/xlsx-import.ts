// Prints what a workbook of Excel's 1,048,576 rows in 640 KiB (issue 14), two zip bombs and a
// real import of 1,500 new vessels cost the server when sent to the vessels' import: how long each
// import call takes and what it answers; how long calls sent meanwhile (one after another, for as
// long as the imports run) wait — GET /health, which asks the database, and GET /sys/public-config,
// which does not (on PGlite a saving import holds the one connection, so only the second shows the
// event loop alone); and the server's resident memory before and at its peak — for one import, and
// for three at once. The server is the production build in a process of its own, started afresh
// for each case, on one PGlite database seeded by a first start.
// Run: npm run build -w apps/server && npm run imports -w bench   (SERVER_BUNDLE=/copy/of/dist/main.js
// measures another build, such as one from before a change)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@apex/shared/demo';
import { EXCEL_TEMPLATES } from '@apex/shared/files';
import { labelIn } from '@apex/shared/labels';
import { imoCheckDigit } from '@apex/shared/master';
import { cellBombWorkbook, millionRowWorkbook, sharedStringBombWorkbook } from '../apps/server/test/hand-built-xlsx';
import { xlsxOf } from '../apps/server/test/multipart';
import { startChildServer } from './lib/child-server';
import { percentile } from './lib/stats';

const headers = EXCEL_TEMPLATES.vessels.columns.map((column) => labelIn('en_US', column.header));
const files = {
  'million rows': await millionRowWorkbook(headers),
  'cell bomb (64M cells)': await cellBombWorkbook(headers),
  'shared-string bomb (512 MiB)': await sharedStringBombWorkbook(headers),
  // Lloyd nos above the demo fleet's; each run has a database of its own.
  '1,500 new vessels': await xlsxOf([
    headers,
    ...Array.from({ length: 1500 }, (_, i) => {
      const firstSix = String(990_000 + i);
      return [`BENCH VESSEL ${i + 1}`, `${firstSix}${imoCheckDigit(firstSix)}`, 'PA'];
    }),
  ]),
};
/** An import not answered by then is written down as such, and its server stopped. */
const IMPORT_TIMEOUT_MS = 120_000;

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/auth/WHSSOLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'op01', password: DEMO_PASSWORD, type: 2 }),
  });
  return ((await res.json()) as { data: string }).data;
}

async function importFile(base: string, token: string, file: Buffer) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(file)]), 'vessels.xlsx');
  const start = performance.now();
  try {
    const res = await fetch(`${base}/sys/vessels/import`, {
      method: 'POST',
      headers: { authorization: token },
      body,
      signal: AbortSignal.timeout(IMPORT_TIMEOUT_MS),
    });
    const answer = (await res.json()) as { code?: string };
    return { ms: performance.now() - start, answer: `${res.status} ${answer.code ?? ''}` };
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? 'no answer' : 'connection lost';
    return { ms: performance.now() - start, answer: reason };
  }
}

/**
 * GETs `path` one after another until `until` settles: each answered call's wait in ms, and the
 * calls that failed.
 */
async function probe(url: string, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const waits: number[] = [];
  let failed = 0;
  while (!done) {
    const start = performance.now();
    const answered = await fetch(url, { signal: AbortSignal.timeout(IMPORT_TIMEOUT_MS) }).then(
      (res) => res.arrayBuffer().then(() => true),
      () => false,
    );
    if (answered) waits.push(performance.now() - start);
    else failed += 1;
  }
  return { waits: waits.sort((a, b) => a - b), failed };
}

const dataDir = await mkdtemp(join(tmpdir(), 'apex-bench-imports-'));
const f0 = (n: number) => n.toFixed(0);
try {
  console.info(
    `files: ${Object.entries(files)
      .map(([name, file]) => `${name} ${f0(file.length / 1024)} KiB`)
      .join(', ')}`,
  );
  console.info(
    'case'.padEnd(34),
    'import call(s)'.padEnd(30),
    'GET /health (database)'.padEnd(34),
    'GET /sys/public-config'.padEnd(30),
    '  RSS before → peak',
  );
  for (const [name, file] of Object.entries(files)) {
    for (const atOnce of name === 'million rows' ? [1, 3] : [1]) {
      const server = await startChildServer(dataDir);
      try {
        const token = await signIn(server.base);
        await server.resetPeak();
        const before = await server.rssMiB();
        const imports = Promise.all(Array.from({ length: atOnce }, () => importFile(server.base, token, file)));
        const [health, config] = await Promise.all([
          probe(`${server.base}/health`, imports),
          probe(`${server.base}/sys/public-config`, imports),
        ]);
        const answers = await imports;
        const calls = answers.map((a) => `${(a.ms / 1000).toFixed(1)} s ${a.answer}`).join('; ');
        const waited = ({ waits, failed }: typeof health) =>
          `n=${waits.length} p50 ${f0(percentile(waits, 50))} max ${f0(waits.at(-1) ?? 0)} ms${failed ? ` (${failed} failed)` : ''}`;
        const ended = server.ended();
        console.info(
          `${name} ×${atOnce}`.padEnd(34),
          calls.padEnd(30),
          waited(health).padEnd(34),
          waited(config).padEnd(30),
          `  ${f0(before)} → ${f0(await server.peakRssMiB())} MiB${ended ? `, server died (${ended})` : ''}`,
        );
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
