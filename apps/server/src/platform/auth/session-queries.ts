import { and, eq, isNull, ne } from 'drizzle-orm';
import { type DbOrTx, queryRows, sql } from '../../db/client';
import { sessions, userOffices } from '../../db/schema';

export interface SessionRow {
  session_id: number;
  user_id: number;
  account: string;
  name: string;
  company_id: number;
  company_code: string;
  db_code: string;
  office_id: number;
  office_code: string;
  password_change_reason: string | null;
  last_seen_at: Date;
  expires_at: Date;
  all_access: boolean;
  permissions: string[] | null;
}

/** The live session of a token hash with its user, company, office and granted permissions. */
export async function findLiveSession(db: DbOrTx, tokenHash: Uint8Array, idleMs: number) {
  const rows = await queryRows<SessionRow>(
    db,
    sql`select s.id::int as session_id, u.id as user_id, u.account, u.name,
          c.id as company_id, c.company_code, c.db_code, o.id as office_id, o.office_code,
          s.password_change_reason, s.last_seen_at, s.expires_at,
          coalesce((select bool_or(r.all_access) from user_roles ur join roles r on r.id = ur.role_id
                    where ur.user_id = u.id), false) as all_access,
          (select array_agg(distinct rp.permission_code) from user_roles ur
             join role_permissions rp on rp.role_id = ur.role_id where ur.user_id = u.id) as permissions
        from sessions s
        join users u on u.id = s.user_id
        join companies c on c.id = u.company_id
        join offices o on o.id = s.office_id
        where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > now()
          and s.last_seen_at > now() - make_interval(secs => ${idleMs / 1000})
          and u.enabled and u.locked_at is null`,
  );
  return rows[0];
}

export async function touchSession(db: DbOrTx, sessionId: number) {
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

export async function insertSession(
  db: DbOrTx,
  values: {
    tokenHash: Uint8Array;
    userId: number;
    officeId: number;
    expiresAt: Date;
    passwordChangeReason: string | null;
    ip: string;
    userAgent: string;
  },
) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
}

export async function revokeSession(db: DbOrTx, sessionId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user, except optionally the caller's own. */
export async function revokeUserSessions(db: DbOrTx, userId: number, exceptSessionId?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

/**
 * Sessions acting for an office the user no longer belongs to move to the user's default office,
 * so removing someone from an office takes effect on their open sessions at once.
 */
export async function moveSessionsOffOfficesLeft(db: DbOrTx, userId: number, defaultOfficeId: number) {
  await db.execute(
    sql`update sessions set office_id = ${defaultOfficeId}
        where user_id = ${userId} and revoked_at is null
          and office_id not in (select office_id from user_offices where user_id = ${userId})`,
  );
}

export async function setSessionOffice(db: DbOrTx, sessionId: number, officeId: number) {
  await db.update(sessions).set({ officeId }).where(eq(sessions.id, sessionId));
}

export async function clearPasswordChangeReason(db: DbOrTx, sessionId: number) {
  await db.update(sessions).set({ passwordChangeReason: null }).where(eq(sessions.id, sessionId));
}

/** The office of that code if the user belongs to it. */
export async function findUserOffice(db: DbOrTx, userId: number, officeCode: string) {
  const rows = await queryRows<{ id: number; office_code: string }>(
    db,
    sql`select o.id, o.office_code from ${userOffices} uo join offices o on o.id = uo.office_id
        where uo.user_id = ${userId} and o.office_code = ${officeCode.toUpperCase()} and o.enabled`,
  );
  return rows[0];
}
