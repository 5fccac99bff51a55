import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedFiles } from '../../db/schema';

export async function insertStoredFile(db: DbOrTx, row: typeof storedFiles.$inferInsert) {
  await db.insert(storedFiles).values(row);
}

export async function findStoredFile(db: DbOrTx, storageKey: string) {
  const rows = await db
    .select({ fileName: storedFiles.fileName, contentType: storedFiles.contentType, content: storedFiles.content })
    .from(storedFiles)
    .where(eq(storedFiles.storageKey, storageKey));
  return rows[0];
}

/**
 * Removes files no record names any more (a replaced logo, a deleted template's versions), in the
 * caller's transaction: if what replaced or deleted them is rolled back, so is this.
 */
export async function deleteStoredFiles(db: DbOrTx, storageKeys: readonly string[]) {
  if (storageKeys.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.storageKey, [...storageKeys]));
}
