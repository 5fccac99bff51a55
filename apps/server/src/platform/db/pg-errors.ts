import type { Localized } from '@apex/shared';
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
  (entity: Localized, key: string | ((constraint: string | undefined) => string)) =>
  (error: unknown): never => {
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    throw duplicate(entity, typeof key === 'string' ? key : key(errorField(error, 'constraint', /./)));
  };
