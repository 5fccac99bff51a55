import { eq } from 'drizzle-orm';
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
