import type { TLabelKey } from '../labels/keys';
import { JOB_FIELDS, type TJobFieldName } from '../master/job-field-list';

/** How a placeholder is written in a report template: `{{job.jobNo}}`, spaces inside allowed. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/**
 * Every placeholder a report template (.xlsx, .docx) may hold, with its label for the Report
 * Templates screen: the job no and every field of the job's general part, by its backend name
 * (spec §3 Job field config). A party, carrier, port or person is filled with its name, the rest
 * as stored (dates `YYYY-MM-DD`, spec §9).
 */
export const TEMPLATE_PLACEHOLDERS: readonly { key: string; label: TLabelKey }[] = [
  { key: 'job.jobNo', label: 'jobs:columns.jobNo' },
  ...(Object.entries(JOB_FIELDS) as [TJobFieldName, { label: TLabelKey }][]).map(([field, def]) => ({
    key: `job.${field}`,
    label: def.label,
  })),
];
