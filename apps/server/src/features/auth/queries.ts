import { eq } from 'drizzle-orm';
import { type DbOrTx, queryRows, sql } from '../../db/client';
import { users } from '../../db/schema';

export interface LoginUserRow {
  id: number;
  account: string;
  password_hash: string;
  enabled: boolean;
  locked_at: Date | null;
  must_change_password: boolean;
  password_changed_at: Date | null;
  default_office_id: number;
}

export async function findUserForLogin(db: DbOrTx, account: string) {
  const rows = await queryRows<LoginUserRow>(
    db,
    sql`select id, account, password_hash, enabled, locked_at, must_change_password,
               password_changed_at, default_office_id
        from users where account = ${account.toLowerCase()}`,
  );
  return rows[0];
}

/** Counts a wrong password atomically, locking the account when it reaches the threshold. */
export async function recordFailedAttempt(db: DbOrTx, userId: number, threshold: number) {
  const rows = await queryRows<{ failed_attempts: number; locked: boolean }>(
    db,
    sql`update users set failed_attempts = failed_attempts + 1,
               locked_at = case when failed_attempts + 1 >= ${threshold} then now() else locked_at end
        where id = ${userId}
        returning failed_attempts, locked_at is not null as locked`,
  );
  return rows[0]!;
}

export async function recordSuccessfulSignIn(db: DbOrTx, userId: number) {
  await db.update(users).set({ failedAttempts: 0, lastLoginAt: sql`now()` }).where(eq(users.id, userId));
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

export interface ProfileRow {
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
