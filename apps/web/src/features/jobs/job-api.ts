import { API } from '@apex/shared';
import type { TJobType } from '@apex/shared/jobs';

/** A job type's contracts by part of the job (card, list, bills, cargo…): the types share the model, not the paths. */
export const jobApi = (jobType: TJobType) => API.jobs[jobType];
