import type { TLocale } from '@apex/shared';
import type { TCurrentUser } from '@apex/shared/auth';
import type { AuthContext } from '../../platform/auth/auth-context';
import type { ServiceContext } from '../../platform/service-context';
import { toMenuItem } from '../menus/menus';
import { findUserMenus } from '../menus/queries';
import { findProfile, findUserOfficesAndRoles } from './queries';

/** spec §7 GetCurrentUser: profile, offices, and the menu and permission lists of the user's roles. */
export async function loadCurrentUser(
  { db }: ServiceContext,
  auth: AuthContext,
  locale: TLocale,
): Promise<TCurrentUser> {
  const [profile, [offices, roles], menus] = await Promise.all([
    findProfile(db, auth.userId),
    findUserOfficesAndRoles(db, auth.userId),
    findUserMenus(db, auth.userId, auth.allAccess),
  ]);
  if (!profile) throw new Error(`session ${auth.sessionId} points at a missing user`);
  const chinese = locale !== 'en_US';
  return {
    account: profile.account,
    name: profile.name,
    avatar: profile.avatar,
    companyCode: profile.company_code,
    userCompany: profile.company_name,
    signature: profile.signature,
    webServiceInfo: profile.db_code,
    officeCode: auth.officeCode,
    offices: offices.map((o) => ({
      officeCode: o.office_code,
      name: chinese && o.name_cn ? o.name_cn : o.name_en,
    })),
    roles: roles.map((r) => r.role_code),
    // A session that must change its password gets no menu until it has.
    menulist: auth.passwordChangeReason ? [] : menus.map((m) => toMenuItem(m, locale)),
    permissionlist: auth.passwordChangeReason ? [] : [...auth.permissions].sort(),
    passwordChangeReason: auth.passwordChangeReason,
  };
}
