import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { companies, offices } from './organisation';

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** What the user list's keyword matches; the trigram index on users covers exactly this expression. */
export const userSearchText = (t: { account: AnyPgColumn; name: AnyPgColumn; email: AnyPgColumn }) =>
  sql`(${t.account} || ' ' || ${t.name} || ' ' || ${t.email})`;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case; sign-in matches case-insensitively. */
    account: varchar('account', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 200 }).notNull().default(''),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    avatar: varchar('avatar', { length: 500 }).notNull().default(''),
    signature: varchar('signature', { length: 500 }).notNull().default(''),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    defaultOfficeId: integer('default_office_id')
      .notNull()
      .references(() => offices.id),
    passwordHash: varchar('password_hash', { length: 200 }).notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Set when an administrator chose the password: the user changes it at first sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    /** Wrong passwords in a row; the growing wait before the next try is counted from the last. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** The end of an automatic lock (LOCKOUT_MINUTES); null: locked until an administrator unlocks. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('users_account_uq').on(t.account),
    index('users_company_idx').on(t.companyId),
    index('users_search_trgm').using('gin', sql`${userSearchText(t)} gin_trgm_ops`),
  ],
);

/** Whether the account is locked now: an automatic lock ends by itself at `locked_until`. */
export const userLockedNow = (t: { lockedAt: AnyPgColumn; lockedUntil: AnyPgColumn }) =>
  sql<boolean>`(${t.lockedAt} is not null and (${t.lockedUntil} is null or ${t.lockedUntil} > now()))`;

export const userOffices = pgTable(
  'user_offices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.officeId] }), index('user_offices_office_idx').on(t.officeId)],
);

/** What the role list's keyword matches; the trigram index on roles covers exactly this expression. */
export const roleSearchText = (t: {
  roleCode: AnyPgColumn;
  nameEn: AnyPgColumn;
  nameCn: AnyPgColumn;
  nameHk: AnyPgColumn;
}) => sql`(${t.roleCode} || ' ' || ${t.nameEn} || ' ' || ${t.nameCn} || ' ' || ${t.nameHk})`;

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    roleCode: varchar('role_code', { length: 40 }).notNull().unique(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
    nameCn: varchar('name_cn', { length: 100 }).notNull().default(''),
    nameHk: varchar('name_hk', { length: 100 }).notNull().default(''),
    description: varchar('description', { length: 500 }).notNull().default(''),
    allAccess: boolean('all_access').notNull().default(false),
    ...auditColumns,
  },
  (t) => [index('roles_search_trgm').using('gin', sql`${roleSearchText(t)} gin_trgm_ops`)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** Permission codes this database has seen; a new code gets its default role grants once. */
export const permissions = pgTable('permissions', {
  code: varchar('code', { length: 100 }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionCode: varchar('permission_code', { length: 100 })
      .notNull()
      .references(() => permissions.code),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionCode] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: bytea('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    passwordChangeReason: varchar('password_change_reason', { length: 20 }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('sessions_token_uq').on(t.tokenHash),
    index('sessions_user_active_idx').on(t.userId).where(sql`revoked_at is null`),
  ],
);

/**
 * Wrong sign-ins per client address, forgotten after a quiet spell: an address that made many waits
 * longer and longer before its next try, whichever accounts it tries (features/auth/sign-in-throttle.ts).
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    address: varchar('address', { length: 64 }).primaryKey(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_failures_last_idx').on(t.lastFailedAt)],
);

export const clientErrorLogs = pgTable('client_error_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  userId: integer('user_id'),
  userName: varchar('user_name', { length: 100 }).notNull().default(''),
  url: varchar('url', { length: 2000 }).notNull().default(''),
  error: text('error').notNull(),
  ip: varchar('ip', { length: 64 }).notNull().default(''),
  userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
  requestId: varchar('request_id', { length: 64 }).notNull().default(''),
});

/**
 * spec §6: a user's request for a permission they lack, decided by an administrator. At most one
 * open request per user and permission (the partial unique index).
 */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    permissionCode: varchar('permission_code', { length: 100 })
      .notNull()
      .references(() => permissions.code),
    note: varchar('note', { length: 500 }).notNull().default(''),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** The role granted, or the reason of a decline. */
    decision: varchar('decision', { length: 300 }).notNull().default(''),
    decidedBy: varchar('decided_by', { length: 64 }).notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('access_requests_open_uq').on(t.userId, t.permissionCode).where(sql`${t.status} = 'pending'`),
    index('access_requests_status_idx').on(t.status, t.createdAt),
  ],
);
