import type { TPasswordChangeReason } from '@apex/shared/auth';
import type { TCompanyType } from '@apex/shared/finance';

/** Who is calling, resolved from the session for every authenticated request. */
export interface AuthContext {
  sessionId: number;
  userId: number;
  account: string;
  name: string;
  companyId: number;
  companyCode: string;
  dbCode: string;
  /** spec §6: the company type (XC or SC) of the user's company; charges of another type are not theirs. */
  companyType: TCompanyType;
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
