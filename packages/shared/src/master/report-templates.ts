import { z } from 'zod';
import { code, queryFlag, requiredText, text, ZIdParams, ZPageQuery, ZVersion } from '../api/paging';
import { recordRoutes } from '../api/record-routes';
import { defineRoute, FILE_RESPONSE, needs } from '../api/route';
import { UPLOADS } from '../files/upload-types';
import { JOB_TYPES } from '../jobs/job-types';
import type { TLabelKey } from '../labels/keys';

/** The documents a template prints; the printing screens ask for the template of their kind. */
export const REPORT_TEMPLATE_KINDS = [
  'BOOKING_CONFIRMATION',
  'HOUSE_BL',
  'MASTER_BL',
  'MANIFEST',
  'ARRIVAL_NOTICE',
  'DELIVERY_ORDER',
  'DEBIT_NOTE',
  'CREDIT_NOTE',
  'INVOICE',
] as const;
export type TReportTemplateKind = (typeof REPORT_TEMPLATE_KINDS)[number];

export const REPORT_TEMPLATE_KIND_LABELS = {
  BOOKING_CONFIRMATION: 'masterData:reportTemplateKinds.BOOKING_CONFIRMATION',
  HOUSE_BL: 'masterData:reportTemplateKinds.HOUSE_BL',
  MASTER_BL: 'masterData:reportTemplateKinds.MASTER_BL',
  MANIFEST: 'masterData:reportTemplateKinds.MANIFEST',
  ARRIVAL_NOTICE: 'masterData:reportTemplateKinds.ARRIVAL_NOTICE',
  DELIVERY_ORDER: 'masterData:reportTemplateKinds.DELIVERY_ORDER',
  DEBIT_NOTE: 'masterData:reportTemplateKinds.DEBIT_NOTE',
  CREDIT_NOTE: 'masterData:reportTemplateKinds.CREDIT_NOTE',
  INVOICE: 'masterData:reportTemplateKinds.INVOICE',
} as const satisfies Record<TReportTemplateKind, TLabelKey>;

/** One uploaded file of a template. Numbers run 1, 2, 3… per template and are never reused. */
const ZReportTemplateVersion = z.object({
  versionNo: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  comment: z.string(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
});
export type TReportTemplateVersion = z.infer<typeof ZReportTemplateVersion>;

const ZReportTemplate = z.object({
  id: z.number().int(),
  code: z.string(),
  nameEn: z.string(),
  nameCn: z.string(),
  nameHk: z.string(),
  kind: z.enum(REPORT_TEMPLATE_KINDS),
  /** Null: the template serves every job type that has none of its own. */
  jobType: z.enum(JOB_TYPES).nullable(),
  enabled: z.boolean(),
  remark: z.string(),
  /** The version printing uses; null until a file is uploaded. */
  currentVersionNo: z.number().int().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type TReportTemplate = z.infer<typeof ZReportTemplate>;

/** A template with its versions, newest first. */
const ZReportTemplateDetail = ZReportTemplate.extend({ versions: z.array(ZReportTemplateVersion) });
export type TReportTemplateDetail = z.infer<typeof ZReportTemplateDetail>;

const templateFields = {
  nameEn: requiredText(200),
  nameCn: text(200).default(''),
  nameHk: text(200).default(''),
  kind: z.enum(REPORT_TEMPLATE_KINDS),
  jobType: z.enum(JOB_TYPES).nullable().default(null),
  enabled: z.boolean().default(true),
  remark: text(500).default(''),
};

export const ZCreateReportTemplateRequest = z.object({ code: code(50), ...templateFields });
/** The code is fixed once a template exists: printing asks for templates by kind, people by code. */
export const ZUpdateReportTemplateRequest = z.object({ version: ZVersion, ...templateFields });

export const REPORT_TEMPLATE_SORT_FIELDS = ['code', 'nameEn', 'kind', 'updatedAt'] as const;
export const ZReportTemplateListQuery = ZPageQuery.extend({
  /** Part of the code or of a name. */
  keyword: text(100).optional(),
  kind: z.enum(REPORT_TEMPLATE_KINDS).optional(),
  enabled: queryFlag.optional(),
  sortField: z.enum(REPORT_TEMPLATE_SORT_FIELDS).optional(),
});

/** The upload's note travels in the query string: the upload contract's body is the file alone. */
const ZUploadReportTemplateQuery = z.object({ comment: text(200).default('') });
const ZReportTemplateVersionParams = ZIdParams.extend({
  versionNo: z.coerce.number().int().min(1).max(2_147_483_647),
});
const ZMakeCurrentRequest = z.object({ versionNo: z.number().int().min(1).max(2_147_483_647) });

const tag = 'reportTemplates';
const path = '/sys/report-templates';
const access = { view: '/reportTemplate/list', edit: '/reportTemplate/edit' } as const;

export const reportTemplateRoutes = {
  ...recordRoutes({
    path,
    tag,
    ...access,
    row: ZReportTemplate,
    detail: ZReportTemplateDetail,
    query: ZReportTemplateListQuery,
    create: ZCreateReportTemplateRequest,
    update: ZUpdateReportTemplateRequest,
    plural: 'Report templates',
    singular: 'report template',
    createRule: 'the code is unique; its files are uploaded as versions afterwards',
    deleteRule: 'that is disabled, with all its versions',
  }),
  upload: defineRoute({
    method: 'POST',
    path: `${path}/:id/versions`,
    access: needs(access.edit),
    summary:
      'Uploads a new version of a report template (multipart field "file": .xlsx, .docx or .pdf, at most 2M); it becomes the current one',
    tag,
    params: ZIdParams,
    query: ZUploadReportTemplateQuery,
    upload: UPLOADS.reportTemplate,
    response: ZReportTemplateDetail,
  }),
  makeCurrent: defineRoute({
    method: 'PUT',
    path: `${path}/:id/current-version`,
    access: needs(access.edit),
    summary: 'Makes one of a report template’s versions the current one (an older one: a rollback)',
    tag,
    params: ZIdParams,
    body: ZMakeCurrentRequest,
    response: ZReportTemplateDetail,
  }),
  download: defineRoute({
    method: 'GET',
    path: `${path}/:id/versions/:versionNo/file`,
    access: needs(access.view),
    summary: 'The file of one version of a report template, under its uploaded name',
    tag,
    params: ZReportTemplateVersionParams,
    response: FILE_RESPONSE,
  }),
};
