import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import { calendarDate, code, text, ZIdParams, ZPageQuery, ZVersion } from '../api/paging';
import { recordRoutes } from '../api/record-routes';
import { defineRoute, needs } from '../api/route';
import { excelImportRoute } from '../files/excel-import';
import { JOB_TYPES } from '../jobs/job-types';
import type { TLabelKey } from '../labels/keys';
import { DATE_PATTERNS, patternShowsPeriod, RESET_PERIODS, SEQ_WIDTH_MAX, SEQ_WIDTH_MIN } from './job-number-format';

/**
 * What a rule numbers: jobs, the house bills an office issues (issue 16), its invoices (issue 17),
 * its warehouse entries' warehouse-in nos, its trucking orders, its customs entrustments and its rail entrusts (issue 19).
 */
export const NUMBER_RULE_KINDS = ['JOB', 'HBL', 'INV', 'WHI', 'TRK', 'CUS', 'RAIL'] as const;
export type TNumberRuleKind = (typeof NUMBER_RULE_KINDS)[number];
/** A kind is named by the number it gives. */
export const NUMBER_RULE_KIND_LABELS = {
  JOB: 'jobs:columns.jobNo',
  HBL: 'jobs:columns.hblNo',
  INV: 'finance:fields.invoiceNo',
  WHI: 'warehouse:fields.warehouseInNo',
  TRK: 'trucking:fields.truckingNo',
  CUS: 'customs:fields.entrustmentNo',
  RAIL: 'rail:fields.entrustNo',
} as const satisfies Record<TNumberRuleKind, TLabelKey>;

/** The auto-code rule of an office's job or HB/L numbers for one job type (domain.md: The job). */
const ZJobNumberRule = z.object({
  id: z.number().int(),
  officeCode: z.string(),
  kind: z.enum(NUMBER_RULE_KINDS),
  jobType: z.enum(JOB_TYPES),
  /** May be empty while the rule is set up; no number is given without one (spec §8 'no job no prefix'). */
  prefix: z.string(),
  datePattern: z.enum(DATE_PATTERNS),
  seqWidth: z.number().int(),
  resetPeriod: z.enum(RESET_PERIODS),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type TJobNumberRule = z.infer<typeof ZJobNumberRule>;

const ruleFields = {
  prefix: text(10)
    .regex(/^[A-Za-z0-9-]*$/)
    .transform((s) => s.toUpperCase())
    .default(''),
  datePattern: z.enum(DATE_PATTERNS).default(''),
  seqWidth: z.coerce.number().int().min(SEQ_WIDTH_MIN).max(SEQ_WIDTH_MAX),
  resetPeriod: z.enum(RESET_PERIODS),
};

/** Numbers restarted every period carry that period, or the next period repeats them. */
function periodShown(
  rule: { datePattern: (typeof DATE_PATTERNS)[number]; resetPeriod: (typeof RESET_PERIODS)[number] },
  ctx: z.RefinementCtx,
) {
  if (!patternShowsPeriod(rule.datePattern, rule.resetPeriod))
    addMessageIssue(ctx, ['datePattern'], 'jobNoRule.patternMissesPeriod');
}

export const ZCreateJobNumberRuleRequest = z
  .object({
    officeCode: code(10),
    kind: z.enum(NUMBER_RULE_KINDS).default('JOB'),
    jobType: z.enum(JOB_TYPES),
    ...ruleFields,
  })
  .superRefine(periodShown)
  .superRefine((rule, ctx) => {
    // spec §9: an invoice no is at most 18 digits, so an invoice rule's prefix is digits too.
    if (rule.kind === 'INV' && !/^\d*$/.test(rule.prefix)) addMessageIssue(ctx, ['prefix'], 'jobNoRule.invoiceDigits');
  });

/** The office, kind and job type are what the rule is for; another one is another rule. */
export const ZUpdateJobNumberRuleRequest = z.object({ version: ZVersion, ...ruleFields }).superRefine(periodShown);

export const JOB_NUMBER_RULE_SORT_FIELDS = ['officeCode', 'jobType', 'prefix', 'updatedAt'] as const;
export const ZJobNumberRuleListQuery = ZPageQuery.extend({
  /** Part of the office code or the prefix. */
  keyword: text(100).optional(),
  jobType: z.enum(JOB_TYPES).optional(),
  sortField: z.enum(JOB_NUMBER_RULE_SORT_FIELDS).optional(),
});

const ZJobNumberPreview = z.object({ jobNo: z.string(), date: z.string() });
export type TJobNumberPreview = z.infer<typeof ZJobNumberPreview>;

const path = '/sys/job-number-rules';
const tag = 'jobNumberRules';
const edit = '/jobNoRule/edit';

const base = recordRoutes({
  path,
  tag,
  view: '/jobNoRule/list',
  edit,
  row: ZJobNumberRule,
  query: ZJobNumberRuleListQuery,
  create: ZCreateJobNumberRuleRequest,
  update: ZUpdateJobNumberRuleRequest,
  plural: 'Job number rules',
  singular: 'job number rule',
  createRule: 'one per office, kind and job type',
});

export const jobNumberRuleRoutes = {
  ...base,
  import: excelImportRoute({ path, tag, edit, template: 'jobNumberRules', plural: 'job number rules' }),
  /** What the next job no of the rule would be on `date`, without using it up. */
  preview: defineRoute({
    method: 'GET',
    path: '/sys/job-number-rules/:id/preview',
    access: needs('/jobNoRule/list'),
    summary: 'The next job no a rule would give on a date; takes no number',
    tag: 'jobNumberRules',
    params: ZIdParams,
    // A day that exists (2026-02-30 does not): the preview's number carries its date.
    query: z.object({ date: calendarDate }),
    response: ZJobNumberPreview,
  }),
};
