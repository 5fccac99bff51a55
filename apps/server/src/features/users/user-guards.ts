import { ADMIN_ROLE } from '@apex/shared/permissions';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../platform/auth/auth-context';
import { forbidden, invalidField } from '../../platform/http/app-error';
import { findRolePermissions, findUserOfficeCodes } from './queries';

/** Who changes a user: the recovery command (admin.ts) acts with all access, as the machine's operator. */
export type Grantor = Pick<AuthContext, 'userId' | 'allAccess' | 'permissions'>;

interface Grants {
  roleCodes: string[];
  officeCodes: string[];
}

/**
 * Whoever may edit users but is no administrator must not become one, nor take over an
 * administrator's account (by resetting its password, say): the ADMIN role holds every permission.
 */
export function assertMayManage(grantor: Grantor, roleCodesBefore: string[], roleCodesAfter: string[]) {
  if (grantor.allAccess) return;
  if (roleCodesBefore.includes(ADMIN_ROLE) || roleCodesAfter.includes(ADMIN_ROLE)) throw forbidden('user.adminOnly');
}

/** An administrator who disables themselves or drops their own ADMIN role could lock everyone out. */
export function assertKeepsOwnAccess(
  auth: AuthContext,
  userId: number,
  change: { enabled: boolean; roleCodesBefore: string[]; roleCodesAfter: string[] },
) {
  if (userId !== auth.userId) return;
  const dropsAdmin = change.roleCodesBefore.includes(ADMIN_ROLE) && !change.roleCodesAfter.includes(ADMIN_ROLE);
  if (!change.enabled || dropsAdmin) throw forbidden('user.cannotDisableSelf');
}

/** The first of `grants` that the grantor does not hold (a role's permission, or an office), if any. */
async function firstNotHeld(db: DbOrTx, grantor: Grantor, grants: Grants) {
  const [permissionsOf, ownOffices] = await Promise.all([
    findRolePermissions(db, grants.roleCodes),
    findUserOfficeCodes(db, grantor.userId),
  ]);
  for (const role of grants.roleCodes) {
    const lacking = permissionsOf.get(role)?.find((code) => !grantor.permissions.has(code));
    if (lacking) return { field: 'roleCodes', code: role, lacking } as const;
  }
  const office = grants.officeCodes.find((code) => !ownOffices.has(code));
  return office === undefined ? undefined : ({ field: 'officeCodes', code: office } as const);
}

/**
 * Whoever manages users without all access may give a user only roles whose permissions they hold
 * and offices they belong to, or they could give themselves (or an account they can sign in to)
 * anything. What the user had before stays, held or not. A 400 names the first field refused.
 */
export async function assertMayGrant(db: DbOrTx, grantor: Grantor, after: Grants, before?: Grants) {
  if (grantor.allAccess) return;
  const added = (field: keyof Grants) => after[field].filter((code) => !before?.[field].includes(code));
  const notHeld = await firstNotHeld(db, grantor, { roleCodes: added('roleCodes'), officeCodes: added('officeCodes') });
  if (!notHeld) return;
  const field = `body.${notHeld.field}[${after[notHeld.field].indexOf(notHeld.code)}]`;
  throw notHeld.field === 'roleCodes'
    ? invalidField(field, 'user.roleNotHeld', { role: notHeld.code, code: notHeld.lacking })
    : invalidField(field, 'user.officeNotHeld', { office: notHeld.code });
}

/**
 * A password set by someone else lets them sign in as that user: only to users who hold nothing
 * the resetter lacks, so a reset never hands out more than the resetter has.
 */
export async function assertMayTakeOver(db: DbOrTx, grantor: Grantor, user: Grants & { account: string }) {
  assertMayManage(grantor, user.roleCodes, user.roleCodes);
  if (grantor.allAccess) return;
  if (await firstNotHeld(db, grantor, user)) throw forbidden('user.cannotTakeOver', { account: user.account });
}
