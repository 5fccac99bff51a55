import { demoPasswordOf } from '@apex/shared/demo';
import { type DbOrTx, queryRows, sql } from '../../apps/server/src/db/client';
import { insertGeneratedJobs, insertGeneratedParts } from '../../apps/server/src/seed/job-generator';

/** How many rows a count query finds. */
export const countOf = async (db: DbOrTx, query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(db, query))[0]!.n;

/**
 * The million-job bench database's jobs, generated when it has none: five years of them, with their
 * parts, numbered apart from the demo jobs the server seeded. A database an earlier run filled is
 * used as it is.
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

/** A demo account's session token, signed in over HTTP as the browser does. */
export async function signInToken(base: string, account: string): Promise<string> {
  const res = await fetch(`${base}/auth/WHSSOLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account, password: demoPasswordOf(account), type: 2 }),
  });
  return ((await res.json()) as { data: string }).data;
}
