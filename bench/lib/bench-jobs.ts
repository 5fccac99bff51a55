import { demoPasswordOf } from '@apex/shared/demo';
import { type DbOrTx, queryRows, sql } from '../../apps/server/src/db/client';
import { insertGeneratedJobs, insertGeneratedParts } from '../../apps/server/src/seed/job-generator';
import { jsonGetter } from './http-client';

/** How many rows a count query finds. */
export const countOf = async (db: DbOrTx, query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(db, query))[0]!.n;

/**
 * The PostgreSQL benchmarks' jobs: five years of them with their containers and HB/Ls, numbered
 * apart from the demo jobs the server seeded, generated once into an empty database; a database an
 * earlier run filled is kept as it is (generating takes minutes).
 */
export async function ensureBenchJobs(db: DbOrTx, jobs: number) {
  if ((await countOf(db, sql`select count(*)::int as n from jobs where created_by = 'bench'`)) > 0) return;
  await insertGeneratedJobs(db, {
    perOfficeAndType: Math.ceil(jobs / 8),
    spanDays: 5 * 365,
    createdBy: 'bench',
    jobNoPrefix: 'B',
  });
  await insertGeneratedParts(db, 'bench');
}

/**
 * `account` signed in with the demo password: its token, and GETs of the API over one kept-alive
 * connection, with the headers a case adds (a time zone).
 */
export async function signedInGetter(base: string, account: string, headers: Record<string, string> = {}) {
  const signIn = await fetch(`${base}/auth/WHSSOLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account, password: demoPasswordOf(account), type: 2 }),
  });
  const token = ((await signIn.json()) as { data: string }).data;
  return { token, get: jsonGetter(base, { authorization: token, ...headers }) };
}
