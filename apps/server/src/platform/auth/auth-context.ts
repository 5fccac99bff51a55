import type { TPasswordChangeReason } from '@apex/shared/auth';

/** Who is calling, resolved from the session for every authenticated request. */
export interface AuthContext {
  sessionId: number;
  userId: number;
  account: string;
  name: string;
  companyId: number;
  companyCode: string;
  dbCode: string;
  officeId: number;
  /** The office the session works in (spec §2.7: the user switches it). */
  officeCode: string;
  /** Every enabled office the user belongs to, the session's among them. */
  officeCodes: ReadonlySet<string>;
  allAccess: boolean;
  permissions: ReadonlySet<string>;
  passwordChangeReason: TPasswordChangeReason | null;
  /** Absolute end of the session; idle expiry may end it sooner. */
  expiresAt: Date;
}

export function hasPermission(auth: AuthContext, permission: string): boolean {
  return auth.allAccess || auth.permissions.has(permission);
}
