import type { TChargeLineInput } from '@apex/shared/finance';
import { expect } from 'vitest';
import { queryRows, sql } from '../src/db/client';
import { JOB_PATHS, jobInput, partyWithRole } from './job-factories';
import type { FileTestApp } from './test-app';

/**
 * What the charges tests build on: a job with cargo, lines as the grid sends them, and rates of
 * their own. Jobs sail in 2099 and every test rate is dated 2098-12-31, so the demo's rates (dated
 * 2026) never decide a figure a test expects.
 */
export function chargeFactories(t: FileTestApp<string>, jobType: 'OE' | 'OI' = 'OE') {
  const base = JOB_PATHS[jobType];
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.admin) =>
    t.call({ method, url, token, ...(payload ? { payload } : {}) });

  /** A job of the administrator's office (SHA) with the cargo every mode asks for. */
  async function openJob(overrides: object = {}) {
    const cargo = { packages: 10, weightKg: '1000', volumeCbm: '10' };
    const res = await send('POST', base, await jobInput(t, { ...cargo, ...overrides }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { id: number; jobNo: string; version: number; customer: number };
  }

  /** An AR ocean freight line for the job's customer, in USD, unless told otherwise. */
  async function line(overrides: Partial<TChargeLineInput> = {}): Promise<TChargeLineInput> {
    const customer = await partyWithRole(t, 'CUSTOMER');
    return {
      side: 'AR',
      chargeCode: 'OFR',
      displayName: 'Ocean Freight',
      partyId: customer.id,
      currency: 'USD',
      unit: '40HQ',
      num: '2',
      price: '2150',
      dueDate: '2099-02-10',
      ...overrides,
    };
  }

  const chargesUrl = (jobId: number, suffix = '') => `${base}/${jobId}/charges${suffix}`;
  const getCharges = (jobId: number, token?: string) => send('GET', chargesUrl(jobId), undefined, token);
  const saveLines = (jobId: number, lines: object[], version: number, token?: string) =>
    send('PUT', chargesUrl(jobId), { version, lines }, token);

  /** A rate of the office's table, dated just before the test jobs sail. */
  async function setRate(from: string, to: string, rate: string, officeCode = 'SHA') {
    await t.database.db.execute(
      sql`insert into exchange_rates (office_code, from_currency, to_currency, rate, effective_date)
          values (${officeCode}, ${from}, ${to}, ${rate}, '2098-12-31')
          on conflict do nothing`,
    );
  }

  /** The stored line as the database holds it, for checks the answer would hide. */
  async function storedLines(jobId: number) {
    return queryRows<{ id: number; line_no: number; version: number; exchange_rate: string; local_amount: string }>(
      t.database.db,
      sql`select id, line_no, version, exchange_rate::text, local_amount::text from job_charges
          where job_id = ${jobId} order by line_no`,
    );
  }

  return { send, openJob, line, chargesUrl, getCharges, saveLines, setRate, storedLines };
}
