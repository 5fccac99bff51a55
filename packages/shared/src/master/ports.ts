import { z } from 'zod';
import { queryFlag, requiredText, text, ZPage, ZPageQuery, ZVersion } from '../api/paging';
import { recordRoutes } from '../api/record-routes';
import { defineRoute, FILE_RESPONSE, needs } from '../api/route';
import { excelImportRoute } from '../files/excel-import';

/** spec §3 Port record as the ports screen keeps it: a UN/LOCODE, names, country and sea flag. */
const ZPortRecord = z.object({
  id: z.number().int(),
  portCode: z.string(),
  nameEn: z.string(),
  nameCn: z.string(),
  countryCode: z.string(),
  countryNameEn: z.string(),
  countryNameCn: z.string(),
  /** spec §3 B_SEA. */
  isSea: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** A disabled port is offered by no picker; a seeded port is disabled, never deleted. */
  enabled: z.boolean(),
  /** From the seed data set (sea-ports): it would come back on the next start, so it cannot be deleted. */
  seeded: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type TPortRecord = z.infer<typeof ZPortRecord>;

/** A UN/LOCODE: the ISO country code, then three letters or digits 2–9 for the place. */
export const PORT_CODE_PATTERN = /^[A-Za-z]{2}[A-Za-z2-9]{3}$/;
/** A UN/LOCODE as typed: trimmed, upper-cased. */
export const portCode = z
  .string()
  .trim()
  .regex(PORT_CODE_PATTERN)
  .transform((s) => s.toUpperCase());

const coordinate = (limit: number) => z.number().min(-limit).max(limit).nullable().default(null);

const portFields = {
  nameEn: requiredText(100),
  nameCn: text(100).default(''),
  isSea: z.boolean().default(true),
  latitude: coordinate(90),
  longitude: coordinate(180),
  enabled: z.boolean().default(true),
};

/** The country is the code's first two letters (UN/LOCODE), so it is not asked for separately. */
export const ZCreatePortRequest = z.object({ portCode, ...portFields });

export const ZUpdatePortRequest = z.object({ version: ZVersion, ...portFields });

export const PORT_SORT_FIELDS = ['portCode', 'nameEn', 'countryCode', 'updatedAt'] as const;
export const ZPortListQuery = ZPageQuery.extend({
  /** Part of the code or of a name. */
  keyword: text(100).optional(),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((s) => s.toUpperCase())
    .optional(),
  enabled: queryFlag.optional(),
  sortField: z.enum(PORT_SORT_FIELDS).optional(),
});

export const portRoutes = {
  ...recordRoutes({
    path: '/sys/ports',
    tag: 'ports',
    view: '/port/list',
    edit: '/port/edit',
    row: ZPortRecord,
    query: ZPortListQuery,
    create: ZCreatePortRequest,
    update: ZUpdatePortRequest,
    plural: 'Ports',
    singular: 'port',
    createRule: 'the UN/LOCODE is unique and its first two letters a known country',
    deleteRule: 'added by a user (a seeded port is disabled instead)',
  }),
  import: excelImportRoute({
    path: '/sys/ports',
    tag: 'ports',
    edit: '/port/edit',
    template: 'ports',
    plural: 'ports',
  }),
};

/** A country on the countries screen, with how many ports it has. */
const ZCountryRecord = z.object({
  countryCode: z.string(),
  nameEn: z.string(),
  nameCn: z.string(),
  portCount: z.number().int(),
});
export type TCountryRecord = z.infer<typeof ZCountryRecord>;

export const COUNTRY_SORT_FIELDS = ['countryCode', 'nameEn', 'portCount'] as const;
const ZCountryListQuery = ZPageQuery.extend({
  keyword: text(100).optional(),
  sortField: z.enum(COUNTRY_SORT_FIELDS).optional(),
});

/** Countries are ISO 3166 (i18n-iso-countries): read-only, listed and exported. */
export const countryRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/sys/countries/page',
    access: needs('/port/list'),
    summary: 'Countries, paged, with their port counts',
    tag: 'ports',
    query: ZCountryListQuery,
    response: ZPage(ZCountryRecord),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/sys/countries/export',
    access: needs('/port/list'),
    summary: 'Countries as an Excel workbook, filtered and sorted as the list',
    tag: 'ports',
    query: ZCountryListQuery.omit({ page: true, pageSize: true }),
    response: FILE_RESPONSE,
  }),
};
