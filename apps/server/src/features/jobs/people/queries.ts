import type { TJobPerson, ZJobPeopleQuery } from '@apex/shared/jobs';
import { and, asc, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { users } from '../../../db/schema';
import { escapeLike } from '../../../platform/db/paging';

/** Enabled users by account or name: accounts starting with the keyword first, then by account. */
export function lookupJobPeople(db: DbOrTx, q: z.output<typeof ZJobPeopleQuery>) {
  const pattern = q.keyword ? `%${escapeLike(q.keyword)}%` : undefined;
  const byPrefix = q.keyword ? [desc(ilike(users.account, `${escapeLike(q.keyword)}%`))] : [];
  return db
    .select({ id: users.id, code: users.account, name: users.name })
    .from(users)
    .where(
      and(eq(users.enabled, true), pattern ? or(ilike(users.account, pattern), ilike(users.name, pattern)) : undefined),
    )
    .orderBy(...byPrefix, asc(users.account))
    .limit(q.limit) satisfies Promise<TJobPerson[]>;
}
