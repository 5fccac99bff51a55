import type { JobTabProps } from '../card/job-tab-props';
import { JobWarehouse } from './job-warehouse';

/** The job card's warehouse tab (spec §2.8): the job's warehouse entries and their outs. */
export function WarehouseTab({ jobType, jobId }: JobTabProps) {
  return <JobWarehouse jobType={jobType} jobId={jobId} />;
}
