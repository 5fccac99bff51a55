import { count, eq, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import { CODE_FIELDS } from './job-columns';

/** The job columns that hold codes of each data-dictionary type (jobs keep codes as text). */
const JOB_CODE_COLUMNS: Record<string, PgColumn[]> = {};
for (const [field, codeType] of Object.entries(CODE_FIELDS)) {
  JOB_CODE_COLUMNS[codeType] ??= [];
  JOB_CODE_COLUMNS[codeType].push(jobs[field as keyof typeof CODE_FIELDS]);
}

/**
 * How many jobs use a dictionary code, so the code is not deleted from under them (they would
 * show a code the dictionary no longer names). A type no job field uses counts none.
 */
export async function countJobsUsingCode(db: DbOrTx, codeType: string, code: string): Promise<number> {
  const columns = JOB_CODE_COLUMNS[codeType];
  if (!columns) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(or(...columns.map((column) => eq(column, code))));
  return row?.n ?? 0;
}
