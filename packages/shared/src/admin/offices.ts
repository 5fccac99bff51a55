import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import { code, requiredText, text, ZPageQuery, ZVersion } from '../api/paging';
import { recordRoutes } from '../api/record-routes';
import { defineRoute, needs } from '../api/route';
import { excelImportRoute } from '../files/excel-import';
import { percent } from '../master/charge-vocabulary';
import { currencyCode } from '../master/currencies';

const ZCompany = z.object({
  companyCode: z.string(),
  name: z.string(),
  dbCode: z.string(),
});
export type TCompany = z.infer<typeof ZCompany>;

const ZOffice = z.object({
  id: z.number().int(),
  officeCode: z.string(),
  companyCode: z.string(),
  nameEn: z.string(),
  nameCn: z.string(),
  address: z.string(),
  phone: z.string(),
  /** The currency the office keeps its books in (issue 17): charge lines convert to it for profit. */
  localCurrency: z.string(),
  /** issue 17: a job under this margin (percent) is flagged; null: no minimum. */
  minMarginPct: z.string().nullable(),
  /** The bank account its invoices and debit notes are to be paid into; blank: none printed. */
  bankName: z.string(),
  bankAccountName: z.string(),
  bankAccountNo: z.string(),
  bankSwift: z.string(),
  enabled: z.boolean(),
  userCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type TOffice = z.infer<typeof ZOffice>;

const SWIFT_CODE = /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/;

/** A SWIFT (BIC) code: bank, country, place and an optional branch, 8 or 11 characters, upper-cased; or none. */
const swiftCode = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value && !SWIFT_CODE.test(value))
      addMessageIssue(ctx, [], 'office.swiftInvalid', { value: value.toUpperCase() });
  })
  .transform((s) => s.toUpperCase());

const officeFields = {
  nameEn: requiredText(100),
  nameCn: text(100).default(''),
  address: text(300).default(''),
  phone: text(40).default(''),
  localCurrency: currencyCode.default('CNY'),
  minMarginPct: percent.nullable().default(null),
  bankName: text(100).default(''),
  bankAccountName: text(100).default(''),
  bankAccountNo: text(40).default(''),
  bankSwift: swiftCode.default(''),
  enabled: z.boolean().default(true),
};

export const ZCreateOfficeRequest = z.object({
  officeCode: code(10),
  companyCode: code(20),
  ...officeFields,
});
export type TCreateOfficeRequest = z.input<typeof ZCreateOfficeRequest>;

export const ZUpdateOfficeRequest = z.object({ version: ZVersion, ...officeFields });

export const OFFICE_SORT_FIELDS = ['officeCode', 'nameEn', 'updatedAt'] as const;
export const ZOfficeListQuery = ZPageQuery.extend({
  keyword: text(100).optional(),
  sortField: z.enum(OFFICE_SORT_FIELDS).optional(),
});

const tag = 'offices';
export const officeRoutes = {
  ...recordRoutes({
    path: '/sys/offices',
    tag,
    view: '/sysOffice/list',
    edit: '/sysOffice/edit',
    row: ZOffice,
    query: ZOfficeListQuery,
    create: ZCreateOfficeRequest,
    update: ZUpdateOfficeRequest,
    plural: 'Offices',
    singular: 'office',
    deleteRule: 'no user belongs to',
  }),
  import: excelImportRoute({
    path: '/sys/offices',
    tag,
    edit: '/sysOffice/edit',
    template: 'offices',
    plural: 'offices',
  }),
  companies: defineRoute({
    method: 'GET',
    path: '/sys/companies',
    access: needs('/sysOffice/list'),
    summary: 'Companies offices and users belong to',
    tag,
    response: z.array(ZCompany),
  }),
};
