import { z } from 'zod';
import { text, ZPage, ZPageQuery } from '../api/paging';
import { defineRoute, SIGNED_IN } from '../api/route';

/** A Harmonized System code: chapter (2 digits), heading (4) or subheading (6), under its parent. */
const ZHsCode = z.object({
  code: z.string(),
  description: z.string(),
  level: z.number().int(),
  parent: z.string().nullable(),
  section: z.string(),
});
export type THsCode = z.infer<typeof ZHsCode>;

/** Digits search codes that start with them; words search descriptions holding every one of them. */
const hsKeyword = text(100);

export const HS_LEVELS = [2, 4, 6] as const;
const ZHsCodeListQuery = ZPageQuery.extend({
  keyword: hsKeyword.optional(),
  level: z.coerce
    .number()
    .int()
    .refine((n) => (HS_LEVELS as readonly number[]).includes(n))
    .optional(),
  sortField: z.enum(['code']).optional(),
});

const ZHsCodeSearchQuery = z.object({
  q: hsKeyword.min(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

const tag = 'hs codes';
/** Public-domain reference data any signed-in user may read, as the goods lines of every job need it. */
export const hsCodeRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/sys/hsCodes',
    access: SIGNED_IN,
    summary: 'HS codes, paged, by code prefix or description words',
    tag,
    query: ZHsCodeListQuery,
    response: ZPage(ZHsCode),
  }),
  search: defineRoute({
    method: 'GET',
    path: '/sys/hsCodes/search',
    access: SIGNED_IN,
    summary: 'The first HS codes matching a code prefix or description words, for the picker',
    tag,
    query: ZHsCodeSearchQuery,
    response: z.array(ZHsCode),
  }),
};
