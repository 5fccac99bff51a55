import { z } from 'zod';
import { code, queryFlag, requiredText, text, ZPageQuery, ZVersion } from '../api/paging';
import { recordRoutes } from '../api/record-routes';
import { excelImportRoute } from '../files/excel-import';

/** The three names every dictionary entry carries (spec §3 System code record, three languages). */
const names = {
  nameEn: requiredText(200),
  nameCn: text(200).default(''),
  nameHk: text(200).default(''),
};

const audit = { version: z.number().int(), updatedAt: z.string(), updatedBy: z.string() };

/**
 * A code type of the data dictionary (JOB_MODE, PACKAGE_TYPE, …). A locked type's items are the
 * product's own: screens and rules branch on them, so items are neither added, removed nor
 * switched off (their names and order may still be edited).
 */
const ZSystemCodeType = z.object({
  id: z.number().int(),
  codeType: z.string(),
  nameEn: z.string(),
  nameCn: z.string(),
  nameHk: z.string(),
  locked: z.boolean(),
  itemCount: z.number().int(),
  ...audit,
});
export type TSystemCodeType = z.infer<typeof ZSystemCodeType>;

export const ZCreateSystemCodeTypeRequest = z.object({ codeType: code(50), ...names });
export const ZUpdateSystemCodeTypeRequest = z.object({ version: ZVersion, ...names });

export const SYSTEM_CODE_TYPE_SORT_FIELDS = ['codeType', 'nameEn', 'updatedAt'] as const;
export const ZSystemCodeTypeListQuery = ZPageQuery.extend({
  /** Part of the type code or of a name. */
  keyword: text(100).optional(),
  locked: queryFlag.optional(),
  sortField: z.enum(SYSTEM_CODE_TYPE_SORT_FIELDS).optional(),
});

/** One item of a code type. A system-owned item came with the product: it can be disabled, never deleted. */
const ZSystemCodeItem = z.object({
  id: z.number().int(),
  codeType: z.string(),
  code: z.string(),
  nameEn: z.string(),
  nameCn: z.string(),
  nameHk: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  systemOwned: z.boolean(),
  /** The item's type is locked (see ZSystemCodeType). */
  typeLocked: z.boolean(),
  ...audit,
});
export type TSystemCodeItem = z.infer<typeof ZSystemCodeItem>;

const itemFields = {
  ...names,
  sort: z.number().int().min(0).max(99_999).default(0),
  enabled: z.boolean().default(true),
};

export const ZCreateSystemCodeItemRequest = z.object({ codeType: code(50), code: code(50), ...itemFields });
/** The type and code are fixed once an item exists: jobs keep the code as text. */
export const ZUpdateSystemCodeItemRequest = z.object({ version: ZVersion, ...itemFields });

export const SYSTEM_CODE_ITEM_SORT_FIELDS = ['sort', 'code', 'nameEn', 'updatedAt'] as const;
export const ZSystemCodeItemListQuery = ZPageQuery.extend({
  codeType: text(50)
    .transform((s) => s.toUpperCase())
    .optional(),
  /** Part of the code or of a name. */
  keyword: text(100).optional(),
  enabled: queryFlag.optional(),
  /** `sort` (the default) orders by type, then the items' own order, then code. */
  sortField: z.enum(SYSTEM_CODE_ITEM_SORT_FIELDS).optional(),
});

/** /systemSetting/index: the dictionary's code types. */
export const systemCodeTypeRoutes = {
  ...recordRoutes({
    path: '/sys/code-types',
    tag: 'code types',
    view: '/baseCode/list',
    edit: '/sysCode/edit',
    row: ZSystemCodeType,
    query: ZSystemCodeTypeListQuery,
    create: ZCreateSystemCodeTypeRequest,
    update: ZUpdateSystemCodeTypeRequest,
    plural: 'System code types',
    singular: 'system code type',
    createRule: 'the type code is unique',
    deleteRule: 'that is not locked and has no items',
  }),
  import: excelImportRoute({
    path: '/sys/code-types',
    tag: 'code types',
    edit: '/sysCode/edit',
    template: 'systemCodeTypes',
    plural: 'system code types',
  }),
};

/** /baseCode/index: the items of each type, which the client caches (spec §7). */
export const systemCodeItemRoutes = {
  ...recordRoutes({
    path: '/sys/codes',
    tag: 'system codes',
    view: '/baseCode/list',
    edit: '/baseCode/edit',
    row: ZSystemCodeItem,
    query: ZSystemCodeItemListQuery,
    create: ZCreateSystemCodeItemRequest,
    update: ZUpdateSystemCodeItemRequest,
    plural: 'System codes',
    singular: 'system code',
    createRule: 'the code is unique within its type, which must exist and not be locked',
    deleteRule: 'that did not come with the product (disable those instead)',
  }),
  import: excelImportRoute({
    path: '/sys/codes',
    tag: 'system codes',
    edit: '/baseCode/edit',
    template: 'systemCodes',
    plural: 'system code items',
  }),
};
