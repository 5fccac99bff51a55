import { JOB_TYPE_TABLE, type TJobType } from '@apex/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { JobListPage } from '../list/job-list-page';
import { OceanExportSplitPage } from '../splits/bill-split-page';
import { OUTER_TRUCKING_SCREENS, OuterTrucking, type OuterTruckingScreen } from '../trucking/outer-trucking';
import { JobNotFound } from './job-card';
import { JobCardHeader } from './job-card-header';
import { jobQuery, savedJobId } from './job-query';
import { JobTabPanel } from './job-tab-panel';
import type { EmbeddedJobScreen } from './outer-variants';

/** A job opens in its type's embedded general page: the portal's frame never shows the shell. */
const embeddedCardPath = (jobType: TJobType, jobId: number) =>
  `${JOB_TYPE_TABLE[jobType].embeddedGeneralPath}?JOB_ID=${jobId}`;

/**
 * spec §2.4 /ocean_exp_outer/…, §2.2 /oceanimport/generalnonav: a job's tab, or the job list, for a
 * parent portal's frame, without the shell (no sidebar, header or tab strip). The job comes in the
 * query (`?JOB_ID=`); the components are the card's own. A new job is not opened here.
 */
export function OuterJobPage({ jobType, tab }: Omit<EmbeddedJobScreen, 'path'>) {
  const [search] = useSearchParams();
  const jobKey = search.get('JOB_ID') ?? undefined;
  const jobId = savedJobId(jobKey ?? '');
  const isList = tab === 'list';
  const isTrucking = (OUTER_TRUCKING_SCREENS as readonly string[]).includes(tab);
  const isJobTab = !isList && !isTrucking && tab !== 'billSplit';
  const job = useQuery({ ...jobQuery(jobType, jobId ?? 0), enabled: isJobTab && jobId !== undefined });
  // The split page pads itself.
  if (tab === 'billSplit') return <OceanExportSplitPage />;
  if (isTrucking)
    return (
      <div style={{ padding: '8px 12px' }}>
        <OuterTrucking screen={tab as OuterTruckingScreen} cardPath={embeddedCardPath} />
      </div>
    );
  if (isList)
    return (
      <div style={{ padding: '8px 12px' }}>
        <JobListPage jobType={jobType} cardPath={embeddedCardPath} />
      </div>
    );
  if (jobId === undefined || job.isError) return <JobNotFound jobKey={jobKey} />;
  return (
    <div style={{ padding: '8px 12px' }}>
      <JobCardHeader jobType={jobType} job={job.data} />
      <JobTabPanel tabKey={tab} jobType={jobType} jobId={jobId} />
    </div>
  );
}
