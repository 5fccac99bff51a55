import type { TJobType } from '@apex/shared/jobs';
import { useList } from '../../../kit/list/use-list';
import { useHasPermission } from '../../session/permitted';
import { jobApi } from '../job-api';

/** The job types whose HB/Ls the user may list, import first (the list sits in the import menu, spec §2.2). */
export function useListableJobTypes(): TJobType[] {
  const importer = useHasPermission('/oceanImport/list');
  const exporter = useHasPermission('/oceanExport/list');
  return [...(importer ? (['OI'] as const) : []), ...(exporter ? (['OE'] as const) : [])];
}

/**
 * One page of a job type's HB/Ls, paged, sorted and filtered by the server, the state in the
 * URL; none while the user may list no type. A failure shows on the screen (`list.error`).
 */
export const useHblList = (jobType: TJobType | undefined) =>
  useList(jobApi(jobType ?? 'OI').bills.hblList, { enabled: jobType !== undefined, isStopError: true });
