// Prints p50/p95/p99 of the session path: sign-in (argon2 verify), GetCurrentUser (profile, menus,
// permissions) and validateToken (the per-call session lookup every request pays); sign-in for an
// unknown account beside a wrong password of a known one (the two should take as long); and, with
// the waits between wrong sign-ins on, what an attacker hammering one account costs everyone else.
// Run: npm run auth -w bench. With BENCH_DATABASE_URL (an empty PostgreSQL database) it also
// measures on PostgreSQL.
import { DEMO_PASSWORD } from '@apex/shared/demo';
import { startBenchServer } from './lib/server';
import { figuresOf, measure, measureSideBySide, printRow } from './lib/stats';

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

const signIn = (base: string, username: string, password: string) =>
  post(`${base}/auth/WHSSOLogin`, { username, password, type: 2 });

async function sessionPath(kind: 'pglite' | 'postgres') {
  // Wrong passwords of this part must neither lock the account nor wait between tries.
  const server = await startBenchServer(kind, { LOCKOUT_THRESHOLD: '100', SIGN_IN_DELAY_SECONDS: '0' });
  const login = () => signIn(server.base, 'op01', DEMO_PASSWORD);
  printRow('POST auth/WHSSOLogin (argon2id verify)', await measure(50, login, 5));
  const [unknown, wrong] = await measureSideBySide(
    50,
    () => signIn(server.base, 'nobody.here', 'Wrong#2026x'),
    () => signIn(server.base, 'sales01', 'Wrong#2026x'),
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

/**
 * Four callers send wrong passwords for one account without pause, as a script would; each is
 * answered 429 at once while the account waits. Meanwhile another user signs in.
 */
async function underAttack(kind: 'pglite' | 'postgres') {
  // The shipped waits; one address here, so its allowance is lifted to see the account's waits alone.
  const server = await startBenchServer(kind, { LOCKOUT_THRESHOLD: '100' });
  const login = () => signIn(server.base, 'op01', DEMO_PASSWORD);
  printRow('WHSSOLogin, no attack', await measure(50, login, 5));
  let attacking = true;
  const refused: number[] = [];
  const attacker = async () => {
    while (attacking) {
      const start = performance.now();
      await signIn(server.base, 'sales01', 'Wrong#2026x');
      refused.push(performance.now() - start);
    }
  };
  const attackers = [attacker(), attacker(), attacker(), attacker()];
  const during = await measure(50, login, 5);
  attacking = false;
  await Promise.all(attackers);
  printRow('WHSSOLogin, one account under attack', during);
  printRow('  the attacker’s tries (429 while it waits)', figuresOf(refused));
  await server.close();
}

const kinds: ('pglite' | 'postgres')[] = process.env.BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
for (const kind of kinds) {
  console.info(`\n${kind}`);
  await sessionPath(kind);
  await underAttack(kind);
}
