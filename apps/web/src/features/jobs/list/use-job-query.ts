import type { TJobListQuery, TJobType } from '@apex/shared/jobs';
import { useEffect, useRef } from 'react';
import { filtersOf } from '../../../kit/list/list-query';
import type { ListControls, ListState } from '../../../kit/list/use-list';
import { readStored, STORAGE_KEYS, writeStored } from '../../../platform/storage';

type Stored = Partial<Record<TJobType, TJobListQuery>>;

const readAll = (): Stored => {
  try {
    return JSON.parse(readStored(STORAGE_KEYS.jobListQuery) || '{}') as Stored;
  } catch {
    return {};
  }
};

/**
 * spec §3 `joblistquery`: the last query of each job list (its filters; page and sort stay with the
 * URL), kept in local storage, restored when the list opens without a query of its own (a link
 * with filters wins). Logout clears it (spec §4).
 */
export function useRememberedJobQuery(jobType: TJobType, list: Pick<ListControls<unknown>, 'state' | 'update'>) {
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const saved = readAll()[jobType];
    if (saved && Object.keys(filtersOf(list.state)).length === 0 && Object.keys(saved).length > 0)
      list.update({ ...saved, page: 1 }, { replace: true });
  }, [jobType, list]);

  return (state: ListState) => {
    writeStored(STORAGE_KEYS.jobListQuery, JSON.stringify({ ...readAll(), [jobType]: filtersOf(state) }));
  };
}
