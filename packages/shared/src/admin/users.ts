import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import { code, requiredText, text, ZIdParams, ZPage, ZPageQuery, ZVersion } from '../api/paging';
import { defineRoute, needs } from '../api/route';
import { checkPasswordStrength, PASSWORD_MAX_LENGTH } from '../auth/password-policy';

export const USER_STATUSES = ['active', 'locked', 'disabled'] as const;
const ZUserStatus = z.enum(USER_STATUSES);
export type TUserStatus = z.infer<typeof ZUserStatus>;

const ZUser = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  signature: z.string(),
  companyCode: z.string(),
  defaultOfficeCode: z.string(),
  officeCodes: z.array(z.string()),
  roleCodes: z.array(z.string()),
  status: ZUserStatus,
  failedAttempts: z.number().int(),
  /** When wrong passwords or an administrator locked the account (spec §6); null when it is not locked. */
  lockedAt: z.string().nullable(),
  /** When an automatic lock ends (LOCKOUT_MINUTES); null when not locked, or locked until an administrator unlocks. */
  lockedUntil: z.string().nullable(),
  mustChangePassword: z.boolean(),
  lastLoginAt: z.string().nullable(),
  passwordChangedAt: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

/** A password an administrator sets; the user must change it at first sign-in. */
const ZInitialPassword = z
  .string()
  .max(PASSWORD_MAX_LENGTH)
  .superRefine((value, ctx) => {
    for (const p of checkPasswordStrength(value)) addMessageIssue(ctx, [], p.code, p.values);
  });

const userFields = {
  name: requiredText(100),
  email: z.union([z.literal(''), z.email().max(200)]).default(''),
  phone: text(40).default(''),
  signature: text(500).default(''),
  defaultOfficeCode: code(10),
  officeCodes: z.array(code(10)).min(1).max(100),
  roleCodes: z.array(code(40)).max(50),
};

/** A user signs in to the default office, so it has to be one the user belongs to. */
function defaultOfficeAmongOffices(value: { defaultOfficeCode: string; officeCodes: string[] }, ctx: z.RefinementCtx) {
  if (!value.officeCodes.includes(value.defaultOfficeCode))
    addMessageIssue(ctx, ['defaultOfficeCode'], 'user.officeRequired');
}

export const ZCreateUserRequest = z
  .object({
    account: z
      .string()
      .trim()
      .min(2)
      .max(64)
      .regex(/^[A-Za-z0-9._@-]+$/)
      .transform((s) => s.toLowerCase()),
    companyCode: code(20),
    initialPassword: ZInitialPassword,
    ...userFields,
  })
  .superRefine(defaultOfficeAmongOffices);
export type TCreateUserRequest = z.input<typeof ZCreateUserRequest>;

export const ZUpdateUserRequest = z
  .object({
    version: ZVersion,
    enabled: z.boolean(),
    ...userFields,
  })
  .superRefine(defaultOfficeAmongOffices);

const ZResetPasswordRequest = z.object({ version: ZVersion, newPassword: ZInitialPassword });
/** Locking and unlocking name the version read, as every change does. */
const ZLockRequest = z.object({ version: ZVersion });

export const USER_SORT_FIELDS = ['account', 'name', 'lastLoginAt', 'updatedAt'] as const;
export const ZUserListQuery = ZPageQuery.extend({
  keyword: text(100).optional(),
  status: ZUserStatus.optional(),
  roleCode: code(40).optional(),
  officeCode: code(10).optional(),
  sortField: z.enum(USER_SORT_FIELDS).optional(),
});

const tag = 'users';
export const userRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/sys/users',
    access: needs('/sysUser/list'),
    summary: 'Users, paged and filtered',
    tag,
    query: ZUserListQuery,
    response: ZPage(ZUser),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/sys/users/:id',
    access: needs('/sysUser/list'),
    summary: 'One user',
    tag,
    params: ZIdParams,
    response: ZUser,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/sys/users',
    access: needs('/sysUser/edit'),
    summary: 'Creates a user who must change the initial password at first sign-in',
    tag,
    body: ZCreateUserRequest,
    response: ZUser,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/sys/users/:id',
    access: needs('/sysUser/edit'),
    summary: 'Updates a user; disabling revokes the user’s sessions',
    tag,
    params: ZIdParams,
    body: ZUpdateUserRequest,
    response: ZUser,
  }),
  lock: defineRoute({
    method: 'POST',
    path: '/sys/users/:id/lock',
    access: needs('/sysUser/unlock'),
    summary: 'Locks an account until an administrator unlocks it, ending its sessions',
    tag,
    params: ZIdParams,
    body: ZLockRequest,
    response: ZUser,
  }),
  unlock: defineRoute({
    method: 'POST',
    path: '/sys/users/:id/unlock',
    access: needs('/sysUser/unlock'),
    summary: 'Unlocks an account locked by wrong passwords or by an administrator',
    tag,
    params: ZIdParams,
    body: ZLockRequest,
    response: ZUser,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/sys/users/:id/reset-password',
    access: needs('/sysUser/resetPassword'),
    summary: 'Sets a new initial password, revokes sessions, forces a change at next sign-in',
    tag,
    params: ZIdParams,
    body: ZResetPasswordRequest,
    response: ZUser,
  }),
};
