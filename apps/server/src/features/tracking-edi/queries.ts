import type { DbOrTx } from '../../db/client';
import { ediMessages } from '../../db/schema';

export type EdiMessageValues = typeof ediMessages.$inferInsert;

export async function insertEdiMessage(db: DbOrTx, values: EdiMessageValues) {
  const [row] = await db.insert(ediMessages).values(values).returning();
  if (!row) throw new Error('edi_messages insert returned no row');
  return row;
}
