import { z } from 'zod';
import { code, queryFlag, requiredText, text, ZPageQuery, ZVersion } from '../api/paging';
import { recordRoutes } from '../api/record-routes';
import { excelImportRoute } from '../files/excel-import';
import { JOB_TYPES } from '../jobs/job-types';
import { CHARGE_SIDES, CHARGE_UNITS, JOB_PARTY_ROLES, money } from './charge-vocabulary';
import { currencyCode } from './currencies';

/** spec §5 and §9: a scheme (schedule) no is at most 20 characters. */
export const SCHEME_NO_MAX = 20;
/** A scheme is a template a person reads through; a hundred lines is far beyond any real one. */
export const SCHEME_LINES_MAX = 100;

/** One charge line a scheme puts on a job: who is billed or paid, by which charge code, at what price. */
const ZChargeSchemeLine = z.object({
  chargeCode: z.string(),
  chargeNameEn: z.string(),
  chargeNameCn: z.string(),
  side: z.enum(CHARGE_SIDES),
  partyRole: z.enum(JOB_PARTY_ROLES),
  unit: z.enum(CHARGE_UNITS),
  currency: z.string(),
  /** Decimal string, two decimals (spec §5). */
  price: z.string(),
});
export type TChargeSchemeLine = z.infer<typeof ZChargeSchemeLine>;

/** A named template of charge lines for one job type, applied to a job to fill its charges and costs. */
const ZChargeScheme = z.object({
  id: z.number().int(),
  schemeNo: z.string(),
  name: z.string(),
  jobType: z.enum(JOB_TYPES),
  remark: z.string(),
  enabled: z.boolean(),
  lines: z.array(ZChargeSchemeLine),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type TChargeScheme = z.infer<typeof ZChargeScheme>;

export const ZChargeSchemeLineInput = z.object({
  chargeCode: code(20),
  side: z.enum(CHARGE_SIDES),
  partyRole: z.enum(JOB_PARTY_ROLES),
  unit: z.enum(CHARGE_UNITS),
  currency: currencyCode,
  price: money,
});

const schemeFields = {
  name: requiredText(100),
  jobType: z.enum(JOB_TYPES),
  remark: text(300).default(''),
  enabled: z.boolean().default(true),
  lines: z.array(ZChargeSchemeLineInput).min(1).max(SCHEME_LINES_MAX),
};

export const ZCreateChargeSchemeRequest = z.object({ schemeNo: code(SCHEME_NO_MAX), ...schemeFields });

/** Replaces the scheme's lines as a whole, based on the version read. */
export const ZUpdateChargeSchemeRequest = z.object({ version: ZVersion, ...schemeFields });

export const CHARGE_SCHEME_SORT_FIELDS = ['schemeNo', 'name', 'updatedAt'] as const;
export const ZChargeSchemeListQuery = ZPageQuery.extend({
  /** Part of the scheme no or name. */
  keyword: text(100).optional(),
  jobType: z.enum(JOB_TYPES).optional(),
  enabled: queryFlag.optional(),
  sortField: z.enum(CHARGE_SCHEME_SORT_FIELDS).optional(),
});

const path = '/sys/charge-schemes';
const tag = 'chargeSchemes';
const edit = '/chargeScheme/edit';

export const chargeSchemeRoutes = {
  ...recordRoutes({
    path,
    tag,
    view: '/chargeScheme/list',
    edit,
    row: ZChargeScheme,
    query: ZChargeSchemeListQuery,
    create: ZCreateChargeSchemeRequest,
    update: ZUpdateChargeSchemeRequest,
    plural: 'Charge schemes',
    singular: 'charge scheme',
    createRule: 'the scheme no is unique, each line’s charge code valid for the job type',
  }),
  import: excelImportRoute({ path, tag, edit, template: 'chargeSchemes', plural: 'charge schemes' }),
};
