import type { TJobType } from '@apex/shared/jobs';
import { useNavigate } from 'react-router';
import { newJobPath } from './job-card-paths';

/** For the job lists' "New" button: opens an empty job card of the type in a tab of its own. */
export function useOpenNewJob() {
  const navigate = useNavigate();
  return (jobType: TJobType) => void navigate(newJobPath(jobType));
}
