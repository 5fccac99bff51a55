import { API } from '@apex/shared';
import type { TJobType } from '@apex/shared/jobs';
import { call } from '../../../api/client';
import { ALL, useLookup } from '../../../kit/use-lookup';

const NONE: never[] = [];

/**
 * The enabled charge codes a job of `jobType` may use (spec §5), for a scheme's lines; the same
 * empty list until they arrive, so what is built from them is built once.
 */
export const useChargeCodesFor = (jobType: TJobType | undefined) =>
  useLookup(
    ['chargeCodes', 'lookup', jobType],
    '/chargeCode/list',
    () =>
      call(
        API.chargeCodes.list,
        { query: { ...ALL, jobType, enabled: 'true', sortField: 'code' } },
        { isStopError: true },
      ),
    jobType !== undefined,
  )?.rows ?? NONE;
