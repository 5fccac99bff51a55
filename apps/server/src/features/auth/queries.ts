import { eq } from 'drizzle-orm';
import { type DbOrTx, queryRows, sql } from '../../db/client';
import { signInFailures, userLockedNow, users } from '../../db/schema';

export interface LoginUserRow {
  id: number;
  account: string;
  password_hash: string;
  enabled: boolean;
  locked: boolean;
  /** Whole minutes left of an automatic lock; null when the lock lasts until an administrator unlocks. */
  lock_minutes_left: number | null;
  failed_attempts: number;
  /** Seconds since the last wrong password, on the database's clock (the same for every process). */
  seconds_since_failure: number | null;
  must_change_password: boolean;
  password_changed_at: Date | null;
  default_office_id: number;
}

export async function findUserForLogin(db: DbOrTx, account: string) {
  const rows = await queryRows<LoginUserRow>(
    db,
    sql`select id, account, password_hash, enabled, ${userLockedNow(users)} as locked,
               ceil(extract(epoch from locked_until - now()) / 60)::int as lock_minutes_left,
               failed_attempts, extract(epoch from now() - last_failed_at)::float8 as seconds_since_failure,
               must_change_password, password_changed_at, default_office_id
        from users where account = ${account.toLowerCase()}`,
  );
  return rows[0];
}

/**
 * Counts a wrong password atomically, locking the account when it reaches the threshold: for
 * `lockoutMinutes`, or until an administrator unlocks it when that is 0. A lock that has ended
 * starts the count again from one.
 */
export async function recordFailedAttempt(
  db: DbOrTx,
  userId: number,
  { threshold, lockoutMinutes }: { threshold: number; lockoutMinutes: number },
) {
  const ended = sql`locked_until <= now()`;
  const count = sql`(case when ${ended} then 1 else failed_attempts + 1 end)`;
  const locks = sql`${count} >= ${threshold}`;
  const until = lockoutMinutes > 0 ? sql`now() + make_interval(mins => ${lockoutMinutes})` : sql`null`;
  const rows = await queryRows<{ failed_attempts: number; locked: boolean }>(
    db,
    sql`update users set failed_attempts = ${count}, last_failed_at = now(),
               locked_at = case when ${locks} then now() when ${ended} then null else locked_at end,
               locked_until = case when ${locks} then ${until} when ${ended} then null else locked_until end
        where id = ${userId}
        returning failed_attempts, locked_at is not null as locked`,
  );
  return rows[0]!;
}

/** The right password ends the count of wrong ones, and what is left of a lock that has ended. */
export async function recordSuccessfulSignIn(db: DbOrTx, userId: number) {
  await db
    .update(users)
    .set({ failedAttempts: 0, lastFailedAt: null, lockedAt: null, lockedUntil: null, lastLoginAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Wrong sign-ins of an address since it was last quiet for `memoryMinutes`, and seconds since the last. */
export async function findAddressFailures(db: DbOrTx, address: string, memoryMinutes: number) {
  const rows = await queryRows<{ failures: number; seconds_since_failure: number }>(
    db,
    sql`select failures, extract(epoch from now() - last_failed_at)::float8 as seconds_since_failure
        from ${signInFailures}
        where address = ${address} and last_failed_at > now() - make_interval(mins => ${memoryMinutes})`,
  );
  return rows[0];
}

/**
 * Counts a wrong sign-in of an address, from one again after a quiet spell, and forgets the other
 * addresses that have been quiet that long (the table holds only addresses that failed lately).
 */
export async function recordAddressFailure(db: DbOrTx, address: string, memoryMinutes: number) {
  const quiet = sql`now() - make_interval(mins => ${memoryMinutes})`;
  await db.execute(sql`delete from ${signInFailures} where last_failed_at < ${quiet} and address <> ${address}`);
  await db.execute(
    sql`insert into ${signInFailures} as f (address, failures, last_failed_at) values (${address}, 1, now())
        on conflict (address) do update
        set failures = case when f.last_failed_at < ${quiet} then 1 else f.failures + 1 end, last_failed_at = now()`,
  );
}

export async function updatePassword(db: DbOrTx, userId: number, passwordHash: string, by: string) {
  await db
    .update(users)
    .set({
      passwordHash,
      passwordChangedAt: sql`now()`,
      mustChangePassword: false,
      failedAttempts: 0,
      updatedBy: by,
      updatedAt: sql`now()`,
      version: sql`${users.version} + 1`,
    })
    .where(eq(users.id, userId));
}

interface ProfileRow {
  account: string;
  name: string;
  avatar: string;
  signature: string;
  company_code: string;
  company_name: string;
  db_code: string;
}

export async function findProfile(db: DbOrTx, userId: number) {
  const rows = await queryRows<ProfileRow>(
    db,
    sql`select u.account, u.name, u.avatar, u.signature, c.company_code, c.name as company_name, c.db_code
        from users u join companies c on c.id = u.company_id where u.id = ${userId}`,
  );
  return rows[0];
}

export function findUserOfficesAndRoles(db: DbOrTx, userId: number) {
  return Promise.all([
    queryRows<{ office_code: string; name_en: string; name_cn: string }>(
      db,
      sql`select o.office_code, o.name_en, o.name_cn from user_offices uo
          join offices o on o.id = uo.office_id where uo.user_id = ${userId} and o.enabled
          order by o.office_code`,
    ),
    queryRows<{ role_code: string }>(
      db,
      sql`select r.role_code from user_roles ur join roles r on r.id = ur.role_id
          where ur.user_id = ${userId} order by r.role_code`,
    ),
  ]);
}
