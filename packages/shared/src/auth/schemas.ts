import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import { ZMenuItem } from '../menus/menu-item';
import { checkPasswordChange, PASSWORD_MAX_LENGTH } from './password-policy';

/** spec §3 Login payload, §5: trimmed username, the password, fixed code/uuid placeholders, type 2. */
export const ZLoginRequest = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  code: z.string().max(64).optional(),
  uuid: z.string().max(64).optional(),
  type: z.union([z.number().int(), z.string().max(8)]).optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** Why a signed-in user must change the password before anything else (envelope `code`). */
export const PASSWORD_CHANGE_REASONS = ['firstLogin', 'weak', 'expired'] as const;
export const ZPasswordChangeReason = z.enum(PASSWORD_CHANGE_REASONS);
export type TPasswordChangeReason = z.infer<typeof ZPasswordChangeReason>;
export const passwordChangeCode = (reason: TPasswordChangeReason) => `auth.passwordChange.${reason}` as const;

/** The `token` query parameter some auth calls accept (spec §7). */
export const ZTokenQuery = z.object({ token: z.string().max(200).optional() });

export const ZCurrentUserQuery = ZTokenQuery.extend({
  systemcode: z.string().max(40).optional(),
  dbcode: z.string().max(40).optional(),
});

const ZOfficeRef = z.object({ officeCode: z.string(), name: z.string() });

/** spec §3 User session / §7 GetCurrentUser. */
export const ZCurrentUser = z.object({
  account: z.string(),
  name: z.string(),
  avatar: z.string(),
  companyCode: z.string(),
  userCompany: z.string(),
  signature: z.string(),
  /** The database code; the client keeps it as targetDbCode. */
  webServiceInfo: z.string(),
  officeCode: z.string(),
  offices: z.array(ZOfficeRef),
  roles: z.array(z.string()),
  menulist: z.array(ZMenuItem),
  permissionlist: z.array(z.string()),
  /** Set when the session may only change the password. */
  passwordChangeReason: z.enum(['firstLogin', 'weak', 'expired']).nullable(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const ZTokenInfo = z.object({
  account: z.string(),
  expiresAt: z.string(),
});

export const ZChangePasswordRequest = z
  .object({
    oldPassword: z.string().max(PASSWORD_MAX_LENGTH),
    newPassword: z.string().max(PASSWORD_MAX_LENGTH),
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .superRefine((value, ctx) => {
    for (const p of checkPasswordChange(value)) addMessageIssue(ctx, [p.field], p.code, p.values);
  });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZChangeOfficeQuery = ZTokenQuery.extend({
  officeCode: z.string().trim().min(1).max(20),
  dbcode: z.string().max(40).optional(),
  /** Where the client wants to go afterwards; checked like any redirect. */
  url: z.string().max(2000).optional(),
});
export const ZChangeOfficeResult = z.object({ officeCode: z.string(), url: z.string() });
