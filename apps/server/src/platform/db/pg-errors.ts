import type { Localized } from '@apex/shared';
import { duplicate } from '../http/app-error';

/** The SQLSTATE of a database error, looked up through the wrappers drivers and Drizzle add. */
function sqlState(error: unknown): string | undefined {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** A row another row still points at: a reference made after the in-use count was taken. */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === FOREIGN_KEY_VIOLATION;

/**
 * For `.catch()` on a create: the unique index decides, so two simultaneous creates of one code
 * cannot both pass a check made beforehand; the loser gets 409 record.duplicate.
 */
export const asDuplicate =
  (entity: Localized, key: string) =>
  (error: unknown): never => {
    throw sqlState(error) === UNIQUE_VIOLATION ? duplicate(entity, key) : error;
  };
