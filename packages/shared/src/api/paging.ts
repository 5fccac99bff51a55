import { z } from 'zod';

/** Server-side paging (conventions §5): page and size in the query string, sort by a named column. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  sortOrder: z.enum(['ascend', 'descend']).optional(),
});

export const ZPage = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number().int().min(0) });

export type TPage<T> = { rows: T[]; total: number };

const MAX_INT = 2_147_483_647;

/** Optimistic concurrency: every update and delete names the version it was based on. */
export const ZVersion = z.number().int().min(1).max(MAX_INT);
/** The same for a DELETE, whose version travels in the query string. */
export const ZVersionQuery = z.object({ version: z.coerce.number().int().min(1).max(MAX_INT) });

export const ZIdParams = z.object({ id: z.coerce.number().int().min(1).max(MAX_INT) });

/** Trimmed text with a length limit; optional text may be empty or absent. */
export const text = (max: number) => z.string().trim().max(max);
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/**
 * A moment in ISO 8601 with its offset. PostgreSQL knows no year 0 (a typed '0000-…' would fail in
 * the query), and no record of this product is older than the year 1000: such a year is a typo.
 */
// Only a well-formed value is judged by its year: a malformed one has its own issue already.
const fromYear1000 = (value: string) => !/^\d{4}-/.test(value) || Number(value.slice(0, 4)) >= 1000;

export const instant = z.iso.datetime({ offset: true }).refine(fromYear1000, { message: 'A year from 1000 on' });

/** A calendar day, YYYY-MM-DD (a due date, an effective date): no time of day, same year rule. */
export const calendarDate = z
  .string()
  .trim()
  .pipe(z.iso.date())
  .refine(fromYear1000, { message: 'A year from 1000 on' });

/** A business code: trimmed, upper-cased, letters, digits, dash and underscore. */
export const code = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/)
    .transform((s) => s.toUpperCase());

/** spec §9 boolean-like values in a query string: TRUE, true and 1 are true; FALSE, false and 0 false. */
export const queryFlag = z
  .enum(['TRUE', 'true', '1', 'FALSE', 'false', '0'])
  .transform((v) => v === 'TRUE' || v === 'true' || v === '1');
