import { ADMIN_ROLE } from '@apex/shared/permissions';
import type { AuthContext } from '../../platform/auth/auth-context';
import { forbidden } from '../../platform/http/app-error';

/**
 * Whoever may edit users but is no administrator must not become one, nor take over an
 * administrator's account (by resetting its password, say): the ADMIN role holds every permission.
 */
export function assertMayManage(auth: AuthContext, roleCodesBefore: string[], roleCodesAfter: string[]) {
  if (auth.allAccess) return;
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
