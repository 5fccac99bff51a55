import { z } from 'zod';
import { code, queryFlag, requiredText, text, ZPageQuery, ZVersion } from '../api/paging';
import { recordRoutes } from '../api/record-routes';
import { excelImportRoute } from '../files/excel-import';
import { JOB_TYPES } from '../jobs/job-types';
import { CHARGE_CATEGORIES, CHARGE_UNITS, taxRate } from './charge-vocabulary';
import { currencyCode } from './currencies';

/** spec §3 Charge/cost classification: a charge code (OFR, THC, DOC …) with the defaults a new charge line takes. */
const ZChargeCode = z.object({
  id: z.number().int(),
  code: z.string(),
  /** Services Accounting Code of the tax invoice (spec §3 SAC code). */
  sacCode: z.string(),
  nameEn: z.string(),
  nameCn: z.string(),
  category: z.enum(CHARGE_CATEGORIES),
  defaultUnit: z.enum(CHARGE_UNITS),
  defaultCurrency: z.string(),
  /** Percent, as a decimal string. */
  defaultTaxRate: z.string(),
  /** spec §5: the charge type must be valid for the job type. */
  jobTypes: z.array(z.enum(JOB_TYPES)),
  enabled: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type TChargeCode = z.infer<typeof ZChargeCode>;

const chargeCodeFields = {
  sacCode: text(20)
    .regex(/^[A-Za-z0-9]*$/)
    .transform((s) => s.toUpperCase())
    .default(''),
  nameEn: requiredText(100),
  nameCn: text(100).default(''),
  category: z.enum(CHARGE_CATEGORIES),
  defaultUnit: z.enum(CHARGE_UNITS),
  defaultCurrency: currencyCode,
  defaultTaxRate: taxRate.default('0.00'),
  // At least one job type, each once, in a stable order.
  jobTypes: z
    .array(z.enum(JOB_TYPES))
    .min(1)
    .transform((types) => JOB_TYPES.filter((type) => types.includes(type))),
  enabled: z.boolean().default(true),
};

export const ZCreateChargeCodeRequest = z.object({ code: code(20), ...chargeCodeFields });

export const ZUpdateChargeCodeRequest = z.object({ version: ZVersion, ...chargeCodeFields });

export const CHARGE_CODE_SORT_FIELDS = ['code', 'nameEn', 'category', 'updatedAt'] as const;
export const ZChargeCodeListQuery = ZPageQuery.extend({
  /** Part of the code, the SAC code or a name. */
  keyword: text(100).optional(),
  category: z.enum(CHARGE_CATEGORIES).optional(),
  /** Only the codes a job of this type may use. */
  jobType: z.enum(JOB_TYPES).optional(),
  enabled: queryFlag.optional(),
  sortField: z.enum(CHARGE_CODE_SORT_FIELDS).optional(),
});

export const chargeCodeRoutes = {
  ...recordRoutes({
    path: '/sys/charge-codes',
    tag: 'chargeCodes',
    view: '/chargeCode/list',
    edit: '/chargeCode/edit',
    row: ZChargeCode,
    query: ZChargeCodeListQuery,
    create: ZCreateChargeCodeRequest,
    update: ZUpdateChargeCodeRequest,
    plural: 'Charge codes',
    singular: 'charge code',
    createRule: 'the code is unique',
    deleteRule: 'that no charge scheme uses',
  }),
  import: excelImportRoute({
    path: '/sys/charge-codes',
    tag: 'chargeCodes',
    edit: '/chargeCode/edit',
    template: 'chargeCodes',
    plural: 'charge codes',
  }),
};
