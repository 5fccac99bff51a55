import type { TJobType } from '../jobs/job-types';
import type { TLabelKey } from '../labels/keys';

// Apart from the charge vocabulary it lived in: the job-type table, and so the shell, reads it.
export const JOB_TYPE_LABELS = {
  OE: 'jobs:jobTypes.OE',
  OI: 'jobs:jobTypes.OI',
} as const satisfies Record<TJobType, TLabelKey>;
