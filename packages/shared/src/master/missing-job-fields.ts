import type { TJobType } from '../jobs/job-types';
import { isAlwaysRequired, jobFieldsOf, type TJobFieldName } from './job-field-list';

/** One field's requirement, as GET /sys/job-fields answers it for the job's type and mode. */
export interface JobFieldRequirement {
  fieldName: TJobFieldName;
  requiredOnNew: boolean;
  requiredOnEdit: boolean;
}

/** Nothing entered: absent, null, blank text or an empty list. 0 and false are values. */
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * The fields a job still lacks before it may be saved (spec §3 Job field config), in the order of
 * JOB_FIELDS: required by the configuration of its type and mode for this save (`new` or `edit`),
 * or always (spec §5: overseas agent and sales agent). The job form and the job service both call
 * it, so they refuse exactly the same saves.
 */
export function missingRequiredJobFields(
  config: readonly JobFieldRequirement[],
  job: { jobType: TJobType } & Partial<Record<TJobFieldName, unknown>>,
  stage: 'new' | 'edit',
): TJobFieldName[] {
  const configured = new Set(
    config.filter((c) => (stage === 'new' ? c.requiredOnNew : c.requiredOnEdit)).map((c) => c.fieldName),
  );
  return jobFieldsOf(job.jobType).filter(
    (name) => (configured.has(name) || isAlwaysRequired(name)) && isEmpty(job[name]),
  );
}
