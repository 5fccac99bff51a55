import type { TJobType } from '@apex/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { JobListPage } from '../list/job-list-page';
import { JobNotFound } from './job-card';
import { JobCardHeader } from './job-card-header';
import { jobDetailPath } from './job-card-paths';
import { jobQuery, savedJobId } from './job-query';
import { JobTabPanel } from './job-tab-panel';
import { OUTER_JOB_TABS, OUTER_PREFIX, type OuterJobTab } from './outer-variants';

/** An export job opens in the embedded general page; an import one (a related job) in the shell's card. */
const outerCardPath = (jobType: TJobType, jobId: number) =>
  jobType === 'OE' ? `${OUTER_PREFIX}general?JOB_ID=${jobId}` : jobDetailPath(jobType, jobId);

/**
 * spec §2.4 /ocean_exp_outer/…: an export job's tab, or the export job list, for a parent portal's
 * frame, without the shell (no sidebar, header or tab strip). A tab's job comes in the query
 * (`?JOB_ID=`); the components are the card's own.
 */
export function OuterJobPage() {
  const variant = useLocation().pathname.slice(OUTER_PREFIX.length);
  const [search] = useSearchParams();
  const jobKey = search.get('JOB_ID') ?? undefined;
  const jobId = savedJobId(jobKey ?? '');
  const isList = variant === 'list';
  const job = useQuery({ ...jobQuery('OE', jobId ?? 0), enabled: !isList && jobId !== undefined });
  if (isList)
    return (
      <div style={{ padding: '8px 12px' }}>
        <JobListPage jobType="OE" cardPath={outerCardPath} />
      </div>
    );
  if (jobId === undefined || job.isError) return <JobNotFound jobKey={jobKey} />;
  return (
    <div style={{ padding: '8px 12px' }}>
      <JobCardHeader jobType="OE" job={job.data} />
      <JobTabPanel tabKey={OUTER_JOB_TABS[variant as OuterJobTab]} jobType="OE" jobId={jobId} />
    </div>
  );
}
