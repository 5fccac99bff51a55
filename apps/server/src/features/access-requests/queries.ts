import type { TAccessRequestStatus } from '@apex/shared/admin';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accessRequests, rolePermissions, roles, userRoles, users } from '../../db/schema';
import { keywordFilter } from '../../platform/db/paging';
import { updateVersioned } from '../../platform/db/versioned-rows';

const requestColumns = {
  id: accessRequests.id,
  userId: accessRequests.userId,
  account: users.account,
  userName: users.name,
  permission: accessRequests.permissionCode,
  note: accessRequests.note,
  status: sql<TAccessRequestStatus>`${accessRequests.status}`,
  decision: accessRequests.decision,
  decidedBy: accessRequests.decidedBy,
  decidedAt: accessRequests.decidedAt,
  createdAt: accessRequests.createdAt,
  version: accessRequests.version,
};
export type AccessRequestRow = Awaited<ReturnType<typeof findAccessRequestById>>;

const selectRequests = (db: DbOrTx) =>
  db.select(requestColumns).from(accessRequests).innerJoin(users, eq(users.id, accessRequests.userId));

export async function findAccessRequestById(db: DbOrTx, id: number) {
  const [row] = await selectRequests(db).where(eq(accessRequests.id, id));
  return row;
}

/** Locks the request so that two administrators deciding it at once queue up. */
export async function lockAccessRequest(db: DbOrTx, id: number) {
  await db.select({ id: accessRequests.id }).from(accessRequests).where(eq(accessRequests.id, id)).for('update');
  return findAccessRequestById(db, id);
}

export async function findLatestAccessRequest(db: DbOrTx, userId: number, permission: string) {
  const [row] = await selectRequests(db)
    .where(and(eq(accessRequests.userId, userId), eq(accessRequests.permissionCode, permission)))
    .orderBy(desc(accessRequests.createdAt), desc(accessRequests.id))
    .limit(1);
  return row;
}

/** A new open request's id, or none when the user has one open already (the partial unique index). */
export async function insertAccessRequest(
  db: DbOrTx,
  values: { userId: number; permission: string; note: string; by: string },
) {
  const [row] = await db
    .insert(accessRequests)
    .values({
      userId: values.userId,
      permissionCode: values.permission,
      note: values.note,
      createdBy: values.by,
      updatedBy: values.by,
    })
    .onConflictDoNothing()
    .returning({ id: accessRequests.id });
  return row?.id;
}

export async function findAccessRequestPage(
  db: DbOrTx,
  q: { page: number; pageSize: number; status?: TAccessRequestStatus; keyword?: string },
) {
  const where: SQL | undefined = and(
    q.status ? eq(accessRequests.status, q.status) : undefined,
    keywordFilter(sql`(${users.account} || ' ' || ${users.name})`, q.keyword),
  );
  const [rows, [total]] = await Promise.all([
    selectRequests(db)
      .where(where)
      // Open requests first: they are what the administrator came for.
      .orderBy(
        sql`(${accessRequests.status} = 'pending') desc`,
        desc(accessRequests.createdAt),
        desc(accessRequests.id),
      )
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ count: count() })
      .from(accessRequests)
      .innerJoin(users, eq(users.id, accessRequests.userId))
      .where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** The roles holding each of `permissions`: what a grant of a request for it may give. */
export async function findRolesHolding(db: DbOrTx, permissions: string[]) {
  if (permissions.length === 0) return new Map<string, RoleName[]>();
  const rows = await db
    .select({
      permission: rolePermissions.permissionCode,
      roleCode: roles.roleCode,
      nameEn: roles.nameEn,
      nameCn: roles.nameCn,
      nameHk: roles.nameHk,
    })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .where(and(inArray(rolePermissions.permissionCode, permissions), eq(roles.allAccess, false)))
    .orderBy(roles.roleCode);
  const holding = new Map<string, RoleName[]>();
  for (const { permission, ...role } of rows) holding.set(permission, [...(holding.get(permission) ?? []), role]);
  return holding;
}
type RoleName = { roleCode: string; nameEn: string; nameCn: string; nameHk: string };

export async function findRoleId(db: DbOrTx, roleCode: string) {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, roleCode));
  return row?.id;
}

export async function addUserRole(db: DbOrTx, userId: number, roleId: number) {
  await db.insert(userRoles).values({ userId, roleId }).onConflictDoNothing();
}

/** A decision on a request at the version read (404 or 409 otherwise). */
export function updateAccessRequest(
  db: DbOrTx,
  target: { id: number; version: number; by: string },
  set: { status: TAccessRequestStatus; decision: string; decidedBy: string; decidedAt: Date },
) {
  return updateVersioned(db, accessRequests, { ...target, entity: 'administration:entities.accessRequest' }, set);
}
