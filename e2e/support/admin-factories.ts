import { API } from '@apex/shared';
import type { TOffice, TRole, TUser } from '@apex/shared/admin';
import type { APIRequestContext } from '@playwright/test';
import { ApiSession, uniqueCode } from './admin-api';

/** Initial passwords an administrator gives, and what the users change them to (both pass spec §5). */
export const INITIAL_PASSWORD = 'Welcome#Dock2026';
export const OWN_PASSWORD = 'Harbour#Crane42';

export function createTestOffice(admin: ApiSession, values: Partial<TOffice> = {}) {
  const officeCode = values.officeCode ?? uniqueCode('E');
  return admin.data<TOffice>(API.offices.create, {
    body: { officeCode, companyCode: 'APEX', nameEn: `Office ${officeCode}`, ...values },
  });
}

export function createTestRole(admin: ApiSession, values: { menuIds?: number[]; permissions?: string[] } = {}) {
  const roleCode = uniqueCode('R');
  return admin.data<TRole>(API.roles.create, {
    body: { roleCode, nameEn: `Role ${roleCode}`, permissions: [], menuIds: [], ...values },
  });
}

/** A user of the demo company in SHA, who must change INITIAL_PASSWORD at the first sign-in. */
export function createTestUser(admin: ApiSession, roleCodes: string[]) {
  const account = uniqueCode('u').toLowerCase();
  return admin.data<TUser>(API.users.create, {
    body: {
      account,
      name: `Test ${account}`,
      companyCode: 'APEX',
      officeCodes: ['SHA'],
      defaultOfficeCode: 'SHA',
      roleCodes,
      initialPassword: INITIAL_PASSWORD,
    },
  });
}

/** Does the forced first password change through the API, so the user can sign in normally. */
export async function changeFirstPassword(request: APIRequestContext, account: string) {
  const user = await ApiSession.signIn(request, account, INITIAL_PASSWORD);
  await user.data(API.auth.changePassword, {
    body: { oldPassword: INITIAL_PASSWORD, newPassword: OWN_PASSWORD, confirmPassword: OWN_PASSWORD },
  });
}
