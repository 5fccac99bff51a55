import type { TOperLogAction } from '@apex/shared/settings';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { sysOperLog } from '../../db/schema';
import type { AuthContext } from '../auth/auth-context';

/** Who did something and from where (spec: the operation log's who, when, from where). */
export interface AuditActor {
  userId: number | null;
  account: string;
  officeCode: string;
  ip: string;
  userAgent: string;
  requestId: string;
}

interface AuditEntry {
  action: TOperLogAction;
  entity?: string;
  entityId?: string | number;
  /**
   * The record's business key as a reader knows it (job no, party code, account…), kept as it was
   * then: the log lists and exports it without reading the record, which may be gone.
   */
  key: string;
  detail?: Record<string, unknown>;
}

export function actorOf(req: FastifyRequest, auth: AuthContext | null = req.auth ?? null): AuditActor {
  return {
    userId: auth?.userId ?? null,
    account: auth?.account ?? '',
    officeCode: auth?.officeCode ?? '',
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300),
    requestId: String(req.id),
  };
}

/** Appends to sys_oper_log; called inside the transaction of the change it records. */
export async function writeAudit(db: DbOrTx, actor: AuditActor, entry: AuditEntry) {
  await db.insert(sysOperLog).values({
    userId: actor.userId,
    account: actor.account,
    officeCode: actor.officeCode,
    ip: actor.ip,
    userAgent: actor.userAgent,
    requestId: actor.requestId,
    action: entry.action,
    entity: entry.entity ?? '',
    entityId: entry.entityId === undefined ? '' : String(entry.entityId),
    recordKey: entry.key.slice(0, 100),
    detail: entry.detail ?? null,
  });
}
