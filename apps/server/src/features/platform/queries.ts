import { type DbOrTx, sql } from '../../db/client';
import { clientErrorLogs } from '../../db/schema';

export async function pingDatabase(db: DbOrTx) {
  await db.execute(sql`select 1`);
}

export async function insertClientError(db: DbOrTx, row: typeof clientErrorLogs.$inferInsert) {
  await db.insert(clientErrorLogs).values(row);
}
