import { API } from '@apex/shared';
import { call } from '../../../api/client';
import { ALL, useLookup } from '../../../kit/use-lookup';

/**
 * Every code type (a few dozen), for the type filter and the new code's type. Keyed under the
 * types' tag, so saving a type reloads it.
 */
export const useCodeTypeLookup = () =>
  useLookup([API.systemCodeTypes.list.tag, 'lookup'], '/baseCode/list', () =>
    call(API.systemCodeTypes.list, { query: { ...ALL, sortField: 'codeType' } }, { isStopError: true }),
  )?.rows ?? [];
