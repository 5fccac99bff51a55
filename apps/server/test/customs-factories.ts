import { JOB_PATHS } from './job-factories';

/** The tables a customs write changes besides the job's: a refused one must leave them as they were. */
export const CUSTOMS_TABLES = ['customs_entrustments', 'job_number_counters', 'warehouse_entries'];

/** The customs routes of a job of a type. */
export const customsPaths = (jobId: number, jobType: 'OE' | 'OI' = 'OI') => {
  const tab = `${JOB_PATHS[jobType]}/${jobId}/customs`;
  return { tab, entrustment: (id: number) => `${tab}/${id}` };
};

/** What an entry given to a broker sends: pre-entry no, entry no and day, with `overrides`. */
export const entrustmentInput = (overrides: object = {}) => ({
  declarationNo: 'P00012345',
  entryNo: '220020261120001',
  entryDate: '2026-11-20',
  ...overrides,
});
