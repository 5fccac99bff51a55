import { JOB_PATHS } from './job-factories';

/** The tables a goods status write changes besides the job's: a refused one must leave them as they were. */
export const GOODS_STATUS_TABLES = ['goods_status_entries', 'job_goods_status'];

/** The goods status routes of a job of a type, and the type's desk. */
export const goodsStatusPaths = (jobId: number, jobType: 'OE' | 'OI' = 'OI') => {
  const tab = `${JOB_PATHS[jobType]}/${jobId}/goods-status`;
  const desk = JOB_PATHS[jobType].replace(/\/jobs$/, '/goods-status');
  return {
    tab,
    corrections: `${tab}/corrections`,
    undo: (entryId: number) => `${tab}/${entryId}/undo`,
    desk,
    batch: `${desk}/batch`,
    export: `${desk}/export`,
  };
};

/** What recording a step sends: the step at a moment, at version `version`, with `overrides`. */
export const stepInput = (step: string, occurredAt: string, version: number, overrides: object = {}) => ({
  version,
  step,
  occurredAt,
  place: null,
  remark: '',
  ...overrides,
});
