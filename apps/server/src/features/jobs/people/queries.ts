import type { TJobPerson, ZJobPeopleQuery } from '@apex/shared/jobs';
import type { TSystemRole } from '@apex/shared/permissions';
import { and, asc, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { roles, userRoles, users } from '../../../db/schema';
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

/**
 * Whoever holds the OPERATOR role operates the jobs they open (decisions.md, issue 16): the user as
 * a job person, or undefined for anyone else. A role's permissions cannot tell, since sales and
 * customer service may open jobs too.
 */
export async function findOperatorPerson(db: DbOrTx, userId: number): Promise<TJobPerson | undefined> {
  const [person] = await db
    .select({ id: users.id, code: users.account, name: users.name })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.id, userId), eq(roles.roleCode, 'OPERATOR' satisfies TSystemRole)))
    .limit(1);
  return person;
}
