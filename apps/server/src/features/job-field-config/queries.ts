import type { TJobType } from '@apex/shared/jobs';
import type { TJobMode } from '@apex/shared/master';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobFieldConfigs } from '../../db/schema';
import { updateVersioned, type VersionedTarget } from '../../platform/db/versioned-rows';

const configColumns = {
  id: jobFieldConfigs.id,
  jobType: jobFieldConfigs.jobType,
  jobMode: jobFieldConfigs.jobMode,
  fieldName: jobFieldConfigs.fieldName,
  requiredOnNew: jobFieldConfigs.requiredOnNew,
  requiredOnEdit: jobFieldConfigs.requiredOnEdit,
  version: jobFieldConfigs.version,
  updatedAt: jobFieldConfigs.updatedAt,
  updatedBy: jobFieldConfigs.updatedBy,
};

export type JobFieldConfigRow = Awaited<ReturnType<typeof findJobFieldRows>>[number];

/** One job type and mode's rows (one per configurable field, a few dozen), or every row (~500, the export). */
export function findJobFieldRows(db: DbOrTx, of?: { jobType: TJobType; jobMode: TJobMode }) {
  return db
    .select(configColumns)
    .from(jobFieldConfigs)
    .where(of && and(eq(jobFieldConfigs.jobType, of.jobType), eq(jobFieldConfigs.jobMode, of.jobMode)))
    .orderBy(asc(jobFieldConfigs.jobType), asc(jobFieldConfigs.jobMode), asc(jobFieldConfigs.id));
}

export const updateJobFieldRow = (
  db: DbOrTx,
  target: VersionedTarget,
  values: { requiredOnNew: boolean; requiredOnEdit: boolean },
) => updateVersioned(db, jobFieldConfigs, target, values);
