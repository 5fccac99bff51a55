import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { queryRows } from '../../db/client';
import { AppError } from '../http/app-error';
import { deleteUnlessInUse } from './delete-unless-in-use';

const t = useTestApp();

const officeId = async (code: string) =>
  (await queryRows<{ id: number }>(t.database.db, sql`select id from offices where office_code = ${code}`))[0]!.id;
const usersOf = async (id: number) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from user_offices where office_id = ${id}`,
    )
  )[0]!.n;

describe('deleteUnlessInUse', () => {
  it('answers "in use" when a reference appears between the count and the delete', async () => {
    const id = await officeId('NGB');
    const references = await usersOf(id);
    let counted = 0;
    const attempt = deleteUnlessInUse(t.database.db, {
      // The first count misses the reference, as if a user joined the office right after it.
      countReferences: async () => (counted++ === 0 ? 0 : usersOf(id)),
      inUse: (count) => new AppError(409, 'record.inUse', { entity: 'office', key: 'NGB', count, by: 'users' }),
      remove: async (tx) => {
        await tx.execute(sql`delete from offices where id = ${id}`);
      },
    });
    await expect(attempt).rejects.toMatchObject({ statusCode: 409, values: { count: references } });
    expect(await officeId('NGB')).toBe(id);
  });
});
