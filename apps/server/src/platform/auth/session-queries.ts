import { and, eq, isNull, ne } from 'drizzle-orm';
import { type DbOrTx, queryRows, sql } from '../../db/client';
import { companies, offices, sessions, userOffices, users } from '../../db/schema';

interface SessionRow {
  session_id: number;
  user_id: number;
  account: string;
  name: string;
  company_id: number;
  company_code: string;
  db_code: string;
  company_type: string;
  office_id: number;
  office_code: string;
  password_change_reason: string | null;
  last_seen_at: Date;
  expires_at: Date;
  all_access: boolean;
  permissions: string[] | null;
  office_codes: string[];
}

/**
 * The session look-up runs before every authenticated call, so it is a named prepared statement:
 * PostgreSQL plans its five tables and two sub-queries once per connection instead of on each call
 * (1.0 ms → 0.35 ms at p50 on the bench's PostgreSQL; bench/job-list.ts prints the floor it sets).
 * Prepared once per database handle; node-postgres prepares it on each pooled connection it uses.
 */
const lookups = new WeakMap<object, ReturnType<typeof prepareSessionLookup>>();

function prepareSessionLookup(db: DbOrTx) {
  const roleIds = sql`select ur.role_id from user_roles ur where ur.user_id = ${users.id}`;
  return db
    .select({
      session_id: sql<number>`${sessions.id}::int`,
      user_id: users.id,
      account: users.account,
      name: users.name,
      company_id: companies.id,
      company_code: companies.companyCode,
      db_code: companies.dbCode,
      company_type: companies.companyType,
      office_id: offices.id,
      office_code: offices.officeCode,
      password_change_reason: sessions.passwordChangeReason,
      last_seen_at: sessions.lastSeenAt,
      expires_at: sessions.expiresAt,
      all_access: sql<boolean>`coalesce((select bool_or(r.all_access) from roles r where r.id in (${roleIds})), false)`,
      permissions: sql<string[] | null>`(select array_agg(distinct rp.permission_code) from role_permissions rp
        where rp.role_id in (${roleIds}))`,
      office_codes: sql<
        string[]
      >`array(select o.office_code from ${userOffices} uo join ${offices} o on o.id = uo.office_id
        where uo.user_id = ${users.id} and o.enabled)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(offices, eq(offices.id, sessions.officeId))
    .where(
      and(
        sql`${sessions.tokenHash} = ${sql.placeholder('tokenHash')}`,
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
        sql`${sessions.lastSeenAt} > now() - make_interval(secs => ${sql.placeholder('idleSeconds')})`,
        // A lock stops sign-ins, not the sessions opened before it: wrong passwords typed by someone
        // else must not end them (issue 14). An administrator's lock ends them itself.
        eq(users.enabled, true),
      ),
    )
    .prepare('session_lookup');
}

/** The live session of a token hash with its user, company, office and granted permissions. */
export async function findLiveSession(
  db: DbOrTx,
  tokenHash: Uint8Array,
  idleMs: number,
): Promise<SessionRow | undefined> {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    lookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash, idleSeconds: idleMs / 1000 });
  return row;
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
