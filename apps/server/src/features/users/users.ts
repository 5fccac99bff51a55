import { ENTITY_NAMES, type TPage } from '@apex/shared';
import type { TUser, ZCreateUserRequest, ZUpdateUserRequest, ZUserListQuery } from '@apex/shared/admin';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import type { AuthContext } from '../../platform/auth/auth-context';
import { hashPassword } from '../../platform/auth/passwords';
import { moveSessionsOffOfficesLeft, revokeUserSessions } from '../../platform/auth/session-queries';
import { asDuplicate } from '../../platform/db/pg-errors';
import { notFound, unknownReference } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { findCompanyId } from '../offices/queries';
import { findUserById, findUserPage, insertUser, replaceUserGrants, type UserRow, updateUserRow } from './queries';
import { assertKeepsOwnAccess, assertMayGrant, assertMayManage } from './user-guards';
import { resolveUserGrants } from './user-references';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toUser(row: UserRow): TUser {
  return {
    ...row,
    lockedAt: iso(row.lockedAt),
    lockedUntil: iso(row.lockedUntil),
    lastLoginAt: iso(row.lastLoginAt),
    passwordChangedAt: iso(row.passwordChangedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findUsers({ db }: ServiceContext, query: z.output<typeof ZUserListQuery>): Promise<TPage<TUser>> {
  const page = await findUserPage(db, query);
  return { rows: page.rows.map(toUser), total: page.total };
}

export async function getUser({ db }: ServiceContext, id: number): Promise<TUser> {
  const row = await findUserById(db, id);
  if (!row) throw notFound(ENTITY_NAMES.user, id);
  return toUser(row);
}

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
        key: input.account,
        detail: { account: input.account, companyCode, defaultOfficeCode, officeCodes, roleCodes },
      });
      return id;
    })
    .catch(asDuplicate(ENTITY_NAMES.user, input.account));
  return getUser(ctx, id);
}

function auditAction(wasEnabled: boolean, enabled: boolean) {
  if (wasEnabled === enabled) return 'user.updated';
  return enabled ? 'user.enabled' : 'user.disabled';
}

/**
 * Profile, offices, roles and the enabled flag. Disabling ends the user's sessions at once rather
 * than at their expiry. Roles take effect on the next request: sessions read them live; sessions in
 * an office the user left move to the default office.
 */
export async function updateUser(
  ctx: ServiceContext,
  {
    id,
    input,
    auth,
    actor,
  }: { id: number; input: z.output<typeof ZUpdateUserRequest>; auth: AuthContext; actor: AuditActor },
): Promise<TUser> {
  const before = await getUser(ctx, id);
  const roles = { roleCodesBefore: before.roleCodes, roleCodesAfter: input.roleCodes };
  assertMayManage(auth, roles.roleCodesBefore, roles.roleCodesAfter);
  assertKeepsOwnAccess(auth, id, { enabled: input.enabled, ...roles });
  const grants = await resolveUserGrants(ctx.db, input);
  await assertMayGrant(ctx.db, auth, input, before);
  const { version, defaultOfficeCode, officeCodes, roleCodes, ...profile } = input;
  const wasEnabled = before.status !== 'disabled';
  await ctx.db.transaction(async (tx) => {
    const target = { id, version, by: actor.account, entity: ENTITY_NAMES.user };
    await updateUserRow(tx, target, { ...profile, defaultOfficeId: grants.defaultOfficeId });
    await replaceUserGrants(tx, id, grants);
    if (wasEnabled && !input.enabled) await revokeUserSessions(tx, id);
    else await moveSessionsOffOfficesLeft(tx, id, grants.defaultOfficeId);
    await writeAudit(tx, actor, {
      action: auditAction(wasEnabled, input.enabled),
      entity: 'user',
      entityId: id,
      key: before.account,
      detail: {
        account: before.account,
        changes: changedFields(
          { ...before, enabled: wasEnabled },
          { ...profile, defaultOfficeCode, officeCodes, roleCodes },
        ),
      },
    });
  });
  return getUser(ctx, id);
}
