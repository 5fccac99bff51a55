import type { TMessageCode } from '@apex/shared';
import type { TPermission } from '@apex/shared/permissions';
import type { FastifyRequest } from 'fastify';
import { type AuditActor, actorOf } from '../audit/audit-log';
import { forbiddenField } from '../http/app-error';
import { hasPermission } from './auth-context';

/**
 * Who calls a service whose answer depends on the caller's rights beyond the route's permission:
 * the operation log's actor, the offices they work for and the permissions they hold. Master data
 * that belongs to an office is checked against `offices` (docs/decisions.md, "Office scoping of
 * master data").
 */
export interface Caller extends AuditActor {
  offices: ReadonlySet<string>;
  holds(permission: TPermission): boolean;
}

/** The caller of a signed-in route. */
export function callerOf(req: FastifyRequest): Caller {
  const { auth } = req;
  if (!auth) throw new Error('callerOf: only a route that needs a session has a caller');
  return { ...actorOf(req, auth), offices: auth.officeCodes, holds: (permission) => hasPermission(auth, permission) };
}

/** A record may be put in an office only by someone who works there; answered on the field that names it. */
export function checkOwnOffice(
  caller: Caller,
  officeCode: string,
  field: string,
  code: TMessageCode = 'auth.officeNotAllowed',
) {
  if (!caller.offices.has(officeCode)) throw forbiddenField(field, code, { office: officeCode });
}
