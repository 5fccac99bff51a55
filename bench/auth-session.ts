// Prints p50/p95/p99 of the session path: sign-in (argon2 verify), GetCurrentUser (profile, menus,
// permissions) and validateToken (the per-call session lookup every request pays), and sign-in for
// an unknown account beside a wrong password of a known one: the two should take as long.
// Run: npm run auth -w bench. With BENCH_DATABASE_URL (an empty PostgreSQL database) it also
// measures on PostgreSQL.
import { DEMO_PASSWORD } from '@apex/shared/demo';
import { startBenchServer } from './lib/server';
import { measure, measureSideBySide, printRow } from './lib/stats';

async function post(url: string, body: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { statusCode: number; data: string };
}

async function get(url: string, token: string) {
  const res = await fetch(url, { headers: { authorization: token } });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  await res.arrayBuffer();
}

const kinds: ('pglite' | 'postgres')[] = process.env.BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
for (const kind of kinds) {
  // Wrong passwords of the benchmark must neither lock the account nor wait between tries.
  const server = await startBenchServer(kind, { LOCKOUT_THRESHOLD: '100' });
  console.info(`\n${kind}`);
  const login = () => post(`${server.base}/auth/WHSSOLogin`, { username: 'op01', password: DEMO_PASSWORD, type: 2 });
  printRow('POST auth/WHSSOLogin (argon2id verify)', await measure(50, login, 5));
  const [unknown, wrong] = await measureSideBySide(
    50,
    () => post(`${server.base}/auth/WHSSOLogin`, { username: 'nobody.here', password: 'Wrong#2026x', type: 2 }),
    () => post(`${server.base}/auth/WHSSOLogin`, { username: 'sales01', password: 'Wrong#2026x', type: 2 }),
  );
  printRow('WHSSOLogin, unknown account', unknown);
  printRow('WHSSOLogin, known account, wrong password', wrong);
  const token = (await login()).data;
  printRow(
    'GET /auth/GetCurrentUser (operator)',
    await measure(500, () => get(`${server.base}/auth/GetCurrentUser`, token)),
  );
  printRow('GET /auth/validateToken', await measure(1000, () => get(`${server.base}/auth/validateToken`, token)));
  await server.close();
}
