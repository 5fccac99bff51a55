import type { TJobType } from '@apex/shared/jobs';
import { useSearchParams } from 'react-router';

/**
 * The job type a list of both types shows (HB/Ls, goods lines), kept in the query string beside
 * the list's state (`?jobType=OI`), so a reload or a link shows the same type. Only one of
 * `choices` is taken; the first is the default. Choosing another type starts at its first page.
 */
export function useJobTypeParam(choices: readonly TJobType[]) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('jobType');
  const jobType: TJobType | undefined = choices.find((choice) => choice === asked) ?? choices[0];
  const choose = (next: TJobType) => {
    const changed = new URLSearchParams(search);
    changed.set('jobType', next);
    changed.delete('page');
    setSearch(changed);
  };
  return [jobType, choose] as const;
}
