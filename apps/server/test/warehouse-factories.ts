import { expect } from 'vitest';
import { JOB_PATHS, jobInput } from './job-factories';
import type { FileTestApp } from './test-app';

/** The tables a warehouse write changes besides the job's: a refused one must leave them as they were. */
export const WAREHOUSE_TABLES = ['warehouse_entries', 'warehouse_releases', 'job_number_counters'];

/** An import job opened by `token`'s user in their office. */
export async function openImportJob(t: FileTestApp<string>, token: string, overrides: object = {}) {
  const res = await t.call({
    method: 'POST',
    url: JOB_PATHS.OI,
    token,
    payload: await jobInput(t, { jobMode: 'LCL', packages: 10, weightKg: '1000', volumeCbm: '10', ...overrides }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; jobNo: string; version: number };
}

/** What a warehouse-in of ten packages, 1,000 kg and 10 cbm sends, with `overrides`. */
export const entryInput = (overrides: object = {}) => ({
  packages: 10,
  weightKg: '1000',
  volumeCbm: '10',
  inAt: '2026-11-20T01:00:00Z',
  position: 'A-01-2',
  marks: 'N/M',
  ...overrides,
});

/** The warehouse routes of a job. */
export const warehousePaths = (jobId: number) => {
  const tab = `${JOB_PATHS.OI}/${jobId}/warehouse`;
  return {
    tab,
    entry: (entryId: number) => `${tab}/${entryId}`,
    releases: (entryId: number) => `${tab}/${entryId}/releases`,
  };
};
