import { JOB_TYPES } from '@apex/shared/jobs';
import { isRequiredByDefault, JOB_MODES, jobFieldsOf } from '@apex/shared/master';
import type { DbOrTx } from '../db/client';
import { jobFieldConfigs } from '../db/schema';

/**
 * One row per configurable job field, job type and mode (spec §3 Job field config), with the
 * product's defaults. A release adds the rows of new fields; administrators' settings stay.
 */
export async function seedJobFieldConfigs(db: DbOrTx) {
  const rows = JOB_TYPES.flatMap((jobType) =>
    JOB_MODES.flatMap((jobMode) =>
      jobFieldsOf(jobType).map((fieldName) => {
        const required = isRequiredByDefault(fieldName, jobMode);
        return { jobType, jobMode, fieldName, requiredOnNew: required, requiredOnEdit: required };
      }),
    ),
  );
  await db.insert(jobFieldConfigs).values(rows).onConflictDoNothing();
}
