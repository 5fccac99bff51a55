import type { TJobType } from '@apex/shared/jobs';
import { useParams, useSearchParams } from 'react-router';
import { JobCard, JobNotFound } from './job-card';
import { savedJobId } from './job-query';

interface JobCardPageProps {
  jobType: TJobType;
  /** The job's key in the address: a saved job's id, or a new job's tab key. */
  jobKey?: string;
  /** A new job's card (spec §2.2 OceanImportGeneral, §2.3 newJob): empty until its first save. */
  isNew: boolean;
  /** Only these parts of the card (its tab keys); all by default. */
  parts?: readonly string[];
}

/** The job card of a saved job by its id, or of a new one. */
function JobCardPage({ jobType, jobKey, isNew, parts }: JobCardPageProps) {
  const jobId = isNew ? undefined : savedJobId(jobKey ?? '');
  if (!isNew && jobId === undefined) return <JobNotFound jobKey={jobKey} />;
  return <JobCard key={jobKey} jobType={jobType} jobKey={jobKey} jobId={jobId} parts={parts} />;
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

const GENERAL_PART = ['general'];

/**
 * spec §2.2 /oceanimport/general: a job's general part in the shell, the job in `?JOB_ID=` as in
 * the embedded variants (§2.4); without one, a new job's general part.
 */
export function JobGeneralPage({ jobType }: { jobType: TJobType }) {
  const [search] = useSearchParams();
  const jobKey = search.get('JOB_ID') ?? undefined;
  return <JobCardPage jobType={jobType} jobKey={jobKey} isNew={jobKey === undefined} parts={GENERAL_PART} />;
}
