import type { TLabelKey } from '@apex/shared';
import { duplicate } from '../http/app-error';

/** A field of a database error, looked up through the wrappers drivers and Drizzle add. */
function errorField(error: unknown, field: 'code' | 'constraint' | 'table', valid: RegExp): string | undefined {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    const value = (e as Record<string, unknown>)[field];
    if (typeof value === 'string' && valid.test(value)) return value;
  }
  return undefined;
}

/** The SQLSTATE of a database error. */
const sqlState = (error: unknown) => errorField(error, 'code', /^[0-9A-Z]{5}$/);

/**
 * The database cannot be reached or is going away: a refused or broken connection, PostgreSQL
 * shutting down or full (SQLSTATE class 08, 57P01-57P03, 53300), or PGlite closed. Not the
 * caller's fault, and likely to pass: the API answers 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state && (state.startsWith('08') || /^57P0[123]$/.test(state) || state === '53300')) return true;
  if (errorField(error, 'code', /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN|EPIPE)$/))
    return true;
  for (let e = error; e instanceof Error; e = e.cause)
    if (/^Connection terminated|^PGlite is closed/.test(e.message)) return true;
  return false;
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** A row another row still points at: a reference made after the in-use count was taken. */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === FOREIGN_KEY_VIOLATION;

/**
 * For `.catch()` on a delete that a foreign key may refuse: the table whose rows still point at
 * the record is handed to `refused`, which answers it; any other error passes on.
 */
export const whenReferenced =
  (refused: (table: string) => Error) =>
  (error: unknown): never => {
    if (!isForeignKeyViolation(error)) throw error;
    throw refused(errorField(error, 'table', /./) ?? '');
  };

/**
 * For `.catch()` on a create or update: the unique index decides, so two simultaneous creates of
 * one code cannot both pass a check made beforehand; the loser gets 409 record.duplicate. A table
 * with several unique keys names the one the violated constraint covers.
 */
export const asDuplicate =
  (entity: TLabelKey, key: string | ((constraint: string | undefined) => string)) =>
  (error: unknown): never => {
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    throw duplicate(entity, typeof key === 'string' ? key : key(errorField(error, 'constraint', /./)));
  };
