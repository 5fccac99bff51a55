import { z } from 'zod';
import { addMessageIssue, flagDuplicates } from '../api/issues';
import { ZVersion } from '../api/paging';
import { defineRoute, FILE_RESPONSE, needs, SIGNED_IN } from '../api/route';
import { ZJobType } from '../jobs/job-types';
import { isAlwaysRequired, JOB_FIELD_NAMES, JOB_MODES, jobFieldsOf, type TJobFieldName } from './job-field-list';

const ZJobMode = z.enum(JOB_MODES);
const ZJobFieldName = z.enum(JOB_FIELD_NAMES as [TJobFieldName, ...TJobFieldName[]]);

/** spec §3 Job field config: whether one job field is required on new and on edit, for a job type and mode. */
const ZJobFieldConfig = z.object({
  id: z.number().int(),
  jobType: ZJobType,
  jobMode: ZJobMode,
  fieldName: ZJobFieldName,
  requiredOnNew: z.boolean(),
  requiredOnEdit: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type TJobFieldConfig = z.infer<typeof ZJobFieldConfig>;

export const ZJobFieldConfigQuery = z.object({ jobType: ZJobType, jobMode: ZJobMode });
export type TJobFieldConfigQuery = z.input<typeof ZJobFieldConfigQuery>;

const ZJobFieldChange = z.object({
  fieldName: ZJobFieldName,
  requiredOnNew: z.boolean(),
  requiredOnEdit: z.boolean(),
  /** The version of the field's row the screen showed (optimistic concurrency, per row). */
  version: ZVersion,
});
export type TJobFieldChange = z.input<typeof ZJobFieldChange>;

/**
 * The switches that changed for one job type and mode, saved together. A field required on new
 * stays required on edit (else a save could empty it again), and spec §5's always-required fields
 * cannot be switched off.
 */
export const ZSaveJobFieldConfigRequest = z
  .object({
    jobType: ZJobType,
    jobMode: ZJobMode,
    fields: z.array(ZJobFieldChange).min(1).max(JOB_FIELD_NAMES.length),
  })
  .superRefine(({ jobType, fields }, ctx) => {
    flagDuplicates(ctx, fields, { path: ['fields'], field: 'fieldName' }, 'jobField.duplicate');
    const ofType = jobFieldsOf(jobType);
    fields.forEach((f, i) => {
      const at = (key: string) => ['fields', i, key];
      if (!ofType.includes(f.fieldName))
        addMessageIssue(ctx, at('fieldName'), 'jobField.notOfJobType', { field: f.fieldName, jobType });
      else if (isAlwaysRequired(f.fieldName) && !(f.requiredOnNew && f.requiredOnEdit))
        addMessageIssue(ctx, at('requiredOnNew'), 'jobField.alwaysRequired', { field: f.fieldName });
      else if (f.requiredOnNew && !f.requiredOnEdit)
        addMessageIssue(ctx, at('requiredOnEdit'), 'jobField.newImpliesEdit', { field: f.fieldName });
    });
  });

const tag = 'job field config';
export const jobFieldConfigRoutes = {
  // Job screens of every role read it to mark and check required fields, so any signed-in user may.
  list: defineRoute({
    method: 'GET',
    path: '/sys/job-fields',
    access: SIGNED_IN,
    summary: 'Which job fields are required on new and on edit, for one job type and mode',
    tag,
    query: ZJobFieldConfigQuery,
    response: z.array(ZJobFieldConfig),
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/sys/job-fields',
    access: needs('/fieldManagement/edit'),
    summary: 'Saves changed requirements of one job type and mode together (optimistic concurrency per field)',
    tag,
    body: ZSaveJobFieldConfigRequest,
    response: z.array(ZJobFieldConfig),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/sys/job-fields/export',
    access: SIGNED_IN,
    summary: 'Every job type and mode’s requirements as an Excel workbook',
    tag,
    response: FILE_RESPONSE,
  }),
};
