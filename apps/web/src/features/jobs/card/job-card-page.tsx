import type { TJobType } from '@apex/shared/jobs';
import { useParams } from 'react-router';
import { JobCard, JobNotFound } from './job-card';
import { savedJobId } from './job-query';

interface JobCardPageProps {
  jobType: TJobType;
  /** The job's key in the address: a saved job's id, or a new job's tab key. */
  jobKey?: string;
  /** A new job's card (spec §2.2 OceanImportGeneral, §2.3 newJob): empty until its first save. */
  isNew: boolean;
}

/** The job card of a saved job by its id, or of a new one. */
function JobCardPage({ jobType, jobKey, isNew }: JobCardPageProps) {
  const jobId = isNew ? undefined : savedJobId(jobKey ?? '');
  if (!isNew && jobId === undefined) return <JobNotFound jobKey={jobKey} />;
  return <JobCard key={jobKey} jobType={jobType} jobKey={jobKey} jobId={jobId} />;
}

/** spec §2.2 /oceanimport/indexedit/:JOB_ID, §2.3 /ocean_exp/detail/:JOB_ID: a saved job's card. */
export function SavedJobPage({ jobType }: { jobType: TJobType }) {
  const { JOB_ID } = useParams();
  return <JobCardPage jobType={jobType} jobKey={JOB_ID} isNew={false} />;
}

/** spec §2.3 /ocean_exp/newJob/:JOB_ID: a new job's card, its tab keyed by the JOB_ID. */
export function NewJobPage({ jobType }: { jobType: TJobType }) {
  const { JOB_ID } = useParams();
  return <JobCardPage jobType={jobType} jobKey={JOB_ID} isNew />;
}

/** spec §2.2: the menu's new import job pages. */
export const NewImportJobPage = () => <JobCardPage jobType="OI" isNew />;
