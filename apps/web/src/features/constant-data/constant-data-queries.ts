import { referenceDataRoutes, SYSCODE_ACTION } from '@apex/shared/common';
import { systemCodeItemRoutes } from '@apex/shared/master';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';
import { type StorageKey, writeStored } from '../../platform/storage';

/** spec §4/§9 constant-data refresh: every 1,800,000 ms (30 min). */
const CONSTANT_DATA_REFRESH_MS = 1_800_000;

/**
 * spec §7: system codes and ports are kept in local storage and filtered there by the screens; a
 * background load, so a failure shows no notice (isStopError).
 */
function constantData<T>(key: StorageKey, load: () => Promise<T>, group = 'constantData') {
  return queryOptions({
    queryKey: [group, key],
    queryFn: async () => {
      const rows = await load();
      writeStored(key, JSON.stringify(rows));
      return rows;
    },
    staleTime: CONSTANT_DATA_REFRESH_MS,
    refetchInterval: CONSTANT_DATA_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
}

/**
 * Keyed under the base-code screen's tag: a code saved or deleted there reloads every query of that
 * tag (use-saved.ts), this one included, so this browser's dictionary follows at once; other
 * browsers take it at their next start or 30-minute refresh (spec §4).
 */
export const systemCodesQuery = constantData(
  'systemCode',
  () =>
    call(
      referenceDataRoutes.selectMode,
      { query: { type: 1 }, body: { ActionCode: SYSCODE_ACTION, PostData: [] } },
      { isStopError: true },
    ),
  systemCodeItemRoutes.list.tag,
);

export const portsQuery = constantData('systemDataPort', () =>
  call(referenceDataRoutes.ports, { query: { isAll: 'true' }, body: {} }, { isStopError: true }),
);
