import { ENTITY_NAMES } from '@apex/shared';
import type { TUser, ZCreateUserRequest } from '@apex/shared/admin';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import type { AuthContext } from '../../platform/auth/auth-context';
import { hashPassword } from '../../platform/auth/passwords';
import { asDuplicate } from '../../platform/db/pg-errors';
import { unknownReference } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { findCompanyId } from '../offices/queries';
import { getUser } from './find-users';
import { insertUser, replaceUserGrants } from './queries';
import { assertMayGrant, assertMayManage } from './user-guards';
import { resolveUserGrants } from './user-references';

/**
 * The administrator chose the password, so the user must change it at first sign-in (spec §8
 * "first login … force a password change"). Hashing is slow on purpose and runs before the
 * transaction, so no transaction waits for it.
 */
export async function createUser(
  ctx: ServiceContext,
  { input, auth, actor }: { input: z.output<typeof ZCreateUserRequest>; auth: AuthContext; actor: AuditActor },
): Promise<TUser> {
  const { initialPassword, companyCode, defaultOfficeCode, officeCodes, roleCodes, ...profile } = input;
  assertMayManage(auth, [], roleCodes);
  const companyId = await findCompanyId(ctx.db, companyCode);
  if (!companyId) throw unknownReference('body.companyCode', ENTITY_NAMES.company, companyCode);
  const grants = await resolveUserGrants(ctx.db, input);
  await assertMayGrant(ctx.db, auth, input);
  const passwordHash = await hashPassword(initialPassword);
  const id = await ctx.db
    .transaction(async (tx) => {
      const id = await insertUser(tx, {
        ...profile,
        companyId,
        defaultOfficeId: grants.defaultOfficeId,
        passwordHash,
        passwordChangedAt: sql`now()`,
        mustChangePassword: true,
        createdBy: actor.account,
      });
      await replaceUserGrants(tx, id, grants);
      await writeAudit(tx, actor, {
        action: 'user.created',
        entity: 'user',
        entityId: id,
        detail: { account: input.account, companyCode, defaultOfficeCode, officeCodes, roleCodes },
      });
      return id;
    })
    .catch(asDuplicate(ENTITY_NAMES.user, input.account));
  return getUser(ctx, id);
}
