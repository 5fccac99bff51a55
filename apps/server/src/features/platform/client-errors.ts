import type { TClientErrorRequest } from '@apex/shared/common';
import type { AuditActor } from '../../platform/audit/audit-log';
import type { ServiceContext } from '../../platform/service-context';
import { insertClientError } from './queries';

/**
 * spec §7 TextLog/Error and §8: the client reports the errors it showed, signed in or not. The
 * account of a valid token wins over the user name the body claims.
 */
export async function recordClientError({ db }: ServiceContext, input: TClientErrorRequest, actor: AuditActor) {
  await insertClientError(db, {
    userId: actor.userId,
    userName: (actor.account || input.userName || '').slice(0, 100),
    url: input.url ?? '',
    error: input.error,
    ip: actor.ip,
    userAgent: actor.userAgent,
    requestId: actor.requestId,
  });
}
