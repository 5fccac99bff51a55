import type { TJobType } from '@apex/shared/jobs';
import { JobCard, JobNotFound } from './job-card';
import { savedJobId } from './job-query';

interface JobCardPageProps {
  jobType: TJobType;
  /** The route's JOB_ID; absent on the new import job page. */
  jobKey?: string;
  /** A new job's card (spec §2.2 OceanImportGeneral, §2.3 newJob): empty until its first save. */
  isNew: boolean;
}

/** The job card's screen on its routes: a saved job by its id, or a new one. */
export function JobCardPage({ jobType, jobKey, isNew }: JobCardPageProps) {
  const jobId = isNew ? undefined : savedJobId(jobKey ?? '');
  if (!isNew && jobId === undefined) return <JobNotFound jobKey={jobKey} />;
  return <JobCard key={jobKey} jobType={jobType} jobKey={jobKey} jobId={jobId} />;
}

/** spec §2.2: the new import job page of the menu. */
export const NewImportJobPage = () => <JobCardPage jobType="OI" isNew />;
