import { z } from 'zod';
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
  enabled: z.boolean(),
  userCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type TOffice = z.infer<typeof ZOffice>;

const officeFields = {
  nameEn: requiredText(100),
  nameCn: text(100).default(''),
  address: text(300).default(''),
  phone: text(40).default(''),
  localCurrency: currencyCode.default('CNY'),
  minMarginPct: percent.nullable().default(null),
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
