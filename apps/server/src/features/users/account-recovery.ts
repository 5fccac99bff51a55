import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { ENTITY_NAMES } from '@apex/shared';
import type { TUser } from '@apex/shared/admin';
import type { AuditActor } from '../../platform/audit/audit-log';
import { temporaryPassword } from '../../platform/auth/passwords';
import { notFound } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { findUserIdByAccount } from './queries';
import { resetUserPassword, unlockUser } from './user-credentials';
import type { Grantor } from './user-guards';
import { getUser } from './users';

/**
 * The recovery command (admin.ts) is run by whoever operates the server's machine, who holds the
 * database anyway: it acts with all access, and the operation log names the system user.
 */
const OPERATOR: Grantor = { userId: 0, allAccess: true, permissions: new Set() };

function operatorActor(): AuditActor {
  return {
    userId: null,
    account: `cli:${userInfo().username}`.slice(0, 64),
    officeCode: '',
    ip: '',
    userAgent: 'npm run admin',
    requestId: randomUUID(),
  };
}

async function userOfAccount(ctx: ServiceContext, account: string): Promise<TUser> {
  const id = await findUserIdByAccount(ctx.db, account);
  if (id === undefined) throw notFound(ENTITY_NAMES.user, account);
  return getUser(ctx, id);
}

/** Ends the account's lock, whoever or whatever set it, as an administrator's unlock does. */
export async function unlockAccount(ctx: ServiceContext, account: string): Promise<TUser> {
  const user = await userOfAccount(ctx, account);
  return unlockUser(ctx, { id: user.id, version: user.version, actor: operatorActor(), grantor: OPERATOR });
}

/**
 * A temporary password for the account, to be changed at the next sign-in; the account's sessions
 * end, and a lock ends too, so that the password works at once.
 */
export async function resetAccountPassword(ctx: ServiceContext, account: string) {
  const actor = operatorActor();
  const password = temporaryPassword();
  const before = await userOfAccount(ctx, account);
  const request = { id: before.id, actor, grantor: OPERATOR };
  const reset = await resetUserPassword(ctx, { ...request, version: before.version, newPassword: password });
  const user = reset.status === 'locked' ? await unlockUser(ctx, { ...request, version: reset.version }) : reset;
  return { user, password };
}
