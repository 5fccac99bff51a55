import { API } from '@apex/shared';
import type { TJobType } from '@apex/shared/master';

/** Each job type's list and card routes: one screen serves both, by these. */
export const JOB_LIST_API = {
  OE: { list: API.oceanExportJobList, card: API.oceanExportJobs },
  OI: { list: API.oceanImportJobList, card: API.oceanImportJobs },
} as const;

/** Where a job's card opens (a tab of the shell), and where a new one starts. */
export const cardPath = (jobType: TJobType, id: number) =>
  jobType === 'OE' ? `/ocean_exp/detail/${id}` : `/oceanimport/indexedit/${id}`;
export const newJobPath = (jobType: TJobType) =>
  jobType === 'OE' ? '/ocean_exp/newJob/new' : '/OceanImportGeneral/index';
