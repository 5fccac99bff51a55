import { queryRows, sql } from '../src/db/client';
import type { FileTestApp, TestApp } from './test-app';

/** The first demo party holding `role`, by code: jobs in tests name real parties of the seed. */
export async function partyWithRole(t: TestApp, role: string, skip = 0): Promise<{ id: number; code: string }> {
  const [row] = await queryRows<{ id: number; code: string }>(
    t.database.db,
    sql`select id, code from parties where ${role} = any(roles) order by code offset ${skip} limit 1`,
  );
  if (!row) throw new Error(`no demo party is ${role}`);
  return row;
}

/** A demo party by its code. */
export async function partyByCode(t: TestApp, code: string): Promise<{ id: number; code: string }> {
  const [row] = await queryRows<{ id: number; code: string }>(
    t.database.db,
    sql`select id, code from parties where code = ${code}`,
  );
  if (!row) throw new Error(`no demo party ${code}`);
  return row;
}

/** The id of a demo user by account. */
export async function userId(t: TestApp, account: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where account = ${account}`);
  if (!row) throw new Error(`no user ${account}`);
  return row.id;
}

/** A demo carrier that is not blacklisted. */
export async function carrierId(t: TestApp): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from carriers where not blacklisted order by scac limit 1`,
  );
  return row!.id;
}

/**
 * A general part every job type and mode accepts in a new database: the always-required agents
 * and the fields the seeded field configuration requires of every mode.
 */
export async function jobInput(t: TestApp, overrides: object = {}) {
  const [customer, agent, salesAgent, operator, sales, carrier] = await Promise.all([
    partyWithRole(t, 'CUSTOMER'),
    partyWithRole(t, 'OVERSEAS_AGENT'),
    partyWithRole(t, 'SALES_AGENT'),
    userId(t, 'op01'),
    userId(t, 'sales01'),
    carrierId(t),
  ]);
  return {
    jobMode: 'FCL',
    customer: customer.id,
    overseasAgent: agent.id,
    salesAgent: salesAgent.id,
    operator,
    sales,
    pol: 'CNSHA',
    pod: 'USLAX',
    etd: '2099-01-10',
    eta: '2099-02-05',
    containerTypeQty: '2x40HQ',
    carrier,
    ...overrides,
  };
}

/** The job APIs' paths, by job type. */
export const JOB_PATHS = { OE: '/api/ocean-export/jobs', OI: '/api/ocean-import/jobs' } as const;

/** A caller of a file's test server, as the administrator unless another token is given. */
export const jobSender =
  (t: FileTestApp<string>) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.admin) =>
    t.call({ method, url, token, ...(payload ? { payload } : {}) });
