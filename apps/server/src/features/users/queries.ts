import type { TUserStatus, USER_SORT_FIELDS } from '@apex/shared/admin';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  companies,
  offices,
  roles,
  userLockedNow,
  userOffices,
  userRoles,
  userSearchText,
  users,
} from '../../db/schema';
import { findPage, keywordFilter, type ListSort, type PageQuery } from '../../platform/db/paging';
import { updateVersioned, type VersionedTarget } from '../../platform/db/versioned-rows';

type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** The one definition of a user's status: disabled wins over locked (spec §6 lockout). */
const USER_STATUS = sql<TUserStatus>`(case when not ${users.enabled} then 'disabled'
  when ${userLockedNow(users)} then 'locked' else 'active' end)`;

/** A lock that has ended is no lock: its time stays in the row until the next sign-in. */
const whileLocked = (column: typeof users.lockedAt | typeof users.lockedUntil) =>
  sql<Date | null>`(case when ${userLockedNow(users)} then ${column} end)`.mapWith(column);

const userColumns = {
  id: users.id,
  account: users.account,
  name: users.name,
  email: users.email,
  phone: users.phone,
  signature: users.signature,
  companyCode: companies.companyCode,
  defaultOfficeCode: offices.officeCode,
  officeCodes: sql<string[]>`array(select o.office_code from ${userOffices} uo join offices o on o.id = uo.office_id
    where uo.user_id = ${users.id} order by o.office_code)`,
  roleCodes: sql<string[]>`array(select r.role_code from ${userRoles} ur join roles r on r.id = ur.role_id
    where ur.user_id = ${users.id} order by r.role_code)`,
  status: USER_STATUS,
  failedAttempts: users.failedAttempts,
  lockedAt: whileLocked(users.lockedAt),
  lockedUntil: whileLocked(users.lockedUntil),
  mustChangePassword: users.mustChangePassword,
  lastLoginAt: users.lastLoginAt,
  passwordChangedAt: users.passwordChangedAt,
  version: users.version,
  updatedAt: users.updatedAt,
  updatedBy: users.updatedBy,
};

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

const selectUsers = (db: DbOrTx) =>
  db
    .select(userColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(offices, eq(offices.id, users.defaultOfficeId));

const SORT: ListSort<UserSortField> = {
  columns: { account: users.account, name: users.name, lastLoginAt: users.lastLoginAt, updatedAt: users.updatedAt },
  fallback: 'account',
  id: users.id,
};

interface UserFilter extends PageQuery<UserSortField> {
  keyword?: string;
  status?: TUserStatus;
  roleCode?: string;
  officeCode?: string;
}

/** Role and office filters go through user_roles_role_idx and user_offices_office_idx. */
function userFilter(q: UserFilter): SQL | undefined {
  return and(
    keywordFilter(userSearchText(users), q.keyword),
    q.status ? sql`${USER_STATUS} = ${q.status}` : undefined,
    q.roleCode
      ? sql`${users.id} in (select ur.user_id from ${userRoles} ur join roles r on r.id = ur.role_id
              where r.role_code = ${q.roleCode})`
      : undefined,
    q.officeCode
      ? sql`${users.id} in (select uo.user_id from ${userOffices} uo join offices o on o.id = uo.office_id
              where o.office_code = ${q.officeCode})`
      : undefined,
  );
}

export function findUserPage(db: DbOrTx, q: UserFilter) {
  const where = userFilter(q);
  const matches = db.select({ count: count() }).from(users).where(where);
  return findPage(selectUsers(db).where(where).$dynamic(), matches, q, SORT);
}

export async function findUserById(db: DbOrTx, id: number) {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  return row;
}

export async function findUserIdByAccount(db: DbOrTx, account: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.account, account.toLowerCase()));
  return row?.id;
}

export function findOfficesByCode(db: DbOrTx, codes: string[]) {
  return db
    .select({ id: offices.id, code: offices.officeCode })
    .from(offices)
    .where(inArray(offices.officeCode, codes));
}

export function findRolesByCode(db: DbOrTx, codes: string[]) {
  return db.select({ id: roles.id, code: roles.roleCode }).from(roles).where(inArray(roles.roleCode, codes));
}

/** Each role's permission codes, by role code. */
export async function findRolePermissions(db: DbOrTx, roleCodes: string[]) {
  const rows = await db
    .select({
      code: roles.roleCode,
      permissions: sql<
        string[]
      >`array(select rp.permission_code from role_permissions rp where rp.role_id = ${roles.id})`,
    })
    .from(roles)
    .where(inArray(roles.roleCode, roleCodes));
  return new Map(rows.map((r) => [r.code, r.permissions]));
}

export async function findUserOfficeCodes(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ code: offices.officeCode })
    .from(userOffices)
    .innerJoin(offices, eq(offices.id, userOffices.officeId))
    .where(eq(userOffices.userId, userId));
  return new Set(rows.map((r) => r.code));
}

export async function insertUser(db: DbOrTx, values: PgInsertValue<typeof users> & { createdBy: string }) {
  const [row] = await db
    .insert(users)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: users.id });
  return row!.id;
}

export const updateUserRow = (db: DbOrTx, target: VersionedTarget, values: PgUpdateSetSource<typeof users>) =>
  updateVersioned(db, users, target, values);

/** Makes the user's offices and roles exactly these. */
export async function replaceUserGrants(
  db: DbOrTx,
  userId: number,
  grants: { officeIds: number[]; roleIds: number[] },
) {
  await db.delete(userOffices).where(eq(userOffices.userId, userId));
  await db.insert(userOffices).values(grants.officeIds.map((officeId) => ({ userId, officeId })));
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (grants.roleIds.length) await db.insert(userRoles).values(grants.roleIds.map((roleId) => ({ userId, roleId })));
}
