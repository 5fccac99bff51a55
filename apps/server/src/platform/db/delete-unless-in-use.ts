import type { Db, DbOrTx, Tx } from '../../db/client';
import type { AppError } from '../http/app-error';
import { isForeignKeyViolation } from './pg-errors';

/**
 * Deletes a record in one transaction unless other rows still refer to it. The count gives the
 * caller a clear "in use" answer; a reference added between the count and the delete trips the
 * foreign key instead, and is answered the same way rather than as a server error.
 */
export async function deleteUnlessInUse(
  db: Db,
  options: {
    countReferences: (db: DbOrTx) => Promise<number>;
    inUse: (count: number) => AppError;
    remove: (tx: Tx) => Promise<void>;
  },
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const count = await options.countReferences(tx);
      if (count > 0) throw options.inUse(count);
      await options.remove(tx);
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw options.inUse(await options.countReferences(db));
  }
}
