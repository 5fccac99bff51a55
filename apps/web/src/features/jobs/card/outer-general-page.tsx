import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { GeneralTab } from './general/general-tab';
import { jobQuery, savedJobId } from './job-api';
import { JobNotFound } from './job-card';
import { JobCardHeader } from './job-card-header';

/**
 * spec §2.4 /ocean_exp_outer/general: an export job's general tab for a parent portal's frame,
 * without the shell (no sidebar, header or tab strip); the job comes in the query (`?JOB_ID=`).
 */
export function OuterGeneralPage() {
  const [search] = useSearchParams();
  const jobKey = search.get('JOB_ID') ?? undefined;
  const jobId = savedJobId(jobKey ?? '');
  const job = useQuery({ ...jobQuery('OE', jobId ?? 0), enabled: jobId !== undefined });
  if (jobId === undefined || job.isError) return <JobNotFound jobKey={jobKey} />;
  return (
    <div style={{ padding: '8px 12px' }}>
      <JobCardHeader jobType="OE" job={job.data} />
      <GeneralTab jobType="OE" jobId={jobId} />
    </div>
  );
}
