import type { TJobType } from '@apex/shared/jobs';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ListControls } from '../../../kit/list/use-list';
import { jobDetailPath } from '../card/job-card-paths';

/**
 * spec §2.5: opened with openDetailPage=true and the fields an embedded page sent (job, MB/L or
 * HB/L, container no), the list finds the shipment and opens its job. The portal does not say the
 * job's type: when the first type has none, the other is looked in once; several matches stay
 * listed for the user to pick.
 */
export function useOpenDetailPage(
  list: ListControls<{ jobId: number }>,
  jobType: TJobType,
  types: readonly TJobType[],
  chooseJobType: (jobType: TJobType) => void,
) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const asked = search.get('openDetailPage') === 'true';
  const typeChosen = search.has('jobType');
  const { loading, total, rows } = list;
  useEffect(() => {
    if (!asked || loading) return;
    const only = total === 1 ? rows[0] : undefined;
    if (only) navigate(jobDetailPath(jobType, only.jobId), { replace: true });
    else if (total === 0 && !typeChosen) chooseJobType(types.find((type) => type !== jobType) ?? jobType);
  }, [asked, loading, total, rows, jobType, typeChosen, types, chooseJobType, navigate]);
}
