import { API } from '@apex/shared';

/** Each job type's list and card routes: one screen serves both, by these. */
export const JOB_LIST_API = {
  OE: { list: API.oceanExportJobList, card: API.oceanExportJobs },
  OI: { list: API.oceanImportJobList, card: API.oceanImportJobs },
} as const;
