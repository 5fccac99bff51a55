import type {
  TCreateOfficeRequest,
  TCreateRoleRequest,
  TCreateUserRequest,
  TOffice,
  TRole,
  TUser,
} from '@apex/shared/admin';
import type { FileTestApp, TestApp } from './test-app';

/** What the factories use of a test file's app, whatever accounts it signed in. */
type AdminCaller = Pick<FileTestApp<never>, 'admin' | 'call' | 'signIn' | 'database'>;

let serial = 0;
/** A code no other factory call of this run has used. */
export const uniqueCode = (prefix: string) => `${prefix}${++serial}`;

export const INITIAL_PASSWORD = 'Start#2026';

/** Creates a record as the administrator. */
async function create<T>(t: AdminCaller, url: string, payload: object): Promise<T> {
  const res = await t.call({ method: 'POST', url, token: t.admin, payload });
  if (res.status !== 200) throw new Error(`POST ${url} failed: ${res.status} ${res.body.message}`);
  return res.body.data as T;
}

export const officeInput = (overrides: Partial<TCreateOfficeRequest> = {}): TCreateOfficeRequest => ({
  officeCode: uniqueCode('O'),
  companyCode: 'APEX',
  nameEn: 'Xiamen Branch',
  nameCn: '厦门办事处',
  address: '1 Haicang Road, Xiamen',
  phone: '+86 592 000 0000',
  ...overrides,
});

export const createTestOffice = (t: AdminCaller, overrides?: Partial<TCreateOfficeRequest>) =>
  create<TOffice>(t, '/api/sys/offices', officeInput(overrides));

export const roleInput = (overrides: Partial<TCreateRoleRequest> = {}): TCreateRoleRequest => ({
  roleCode: uniqueCode('ROLE_'),
  nameEn: 'Documentation',
  nameCn: '单证',
  nameHk: '單證',
  description: 'Prepares bills of lading',
  permissions: [],
  menuIds: [],
  ...overrides,
});

export const createTestRole = (t: AdminCaller, overrides?: Partial<TCreateRoleRequest>) =>
  create<TRole>(t, '/api/sys/roles', roleInput(overrides));

export const userInput = (overrides: Partial<TCreateUserRequest> = {}): TCreateUserRequest => ({
  account: uniqueCode('user.').toLowerCase(),
  name: 'Sun Li 孙丽',
  email: 'sun.li@apexlogistics.example',
  companyCode: 'APEX',
  initialPassword: INITIAL_PASSWORD,
  defaultOfficeCode: 'SHA',
  officeCodes: ['SHA', 'NGB'],
  roleCodes: ['OPERATOR'],
  ...overrides,
});

export const createTestUser = (t: AdminCaller, overrides?: Partial<TCreateUserRequest>) =>
  create<TUser>(t, '/api/sys/users', userInput(overrides));

/** The update form as the client fills it from a user, with some fields changed. */
export const userForm = (user: TUser, changes: Partial<TUser & { enabled: boolean }> = {}) => ({
  version: user.version,
  enabled: user.status !== 'disabled',
  name: user.name,
  email: user.email,
  phone: user.phone,
  signature: user.signature,
  defaultOfficeCode: user.defaultOfficeCode,
  officeCodes: user.officeCodes,
  roleCodes: user.roleCodes,
  ...changes,
});

/** The user as it is now (after sign-ins and password changes bumped its version). */
export async function reloadUser(t: AdminCaller, id: number): Promise<TUser> {
  return (await t.call({ method: 'GET', url: `/api/sys/users/${id}`, token: t.admin })).body.data;
}

/** Signs in a user an administrator just created and makes the forced first password change. */
export async function signInFirstTime(
  t: Pick<TestApp, 'call' | 'signIn'>,
  account: string,
  newPassword = 'Mine#2026pw',
): Promise<string> {
  const token = await t.signIn(account, INITIAL_PASSWORD);
  const res = await t.call({
    method: 'POST',
    url: '/api/auth/changePassword',
    token,
    payload: { oldPassword: INITIAL_PASSWORD, newPassword, confirmPassword: newPassword },
  });
  if (res.status !== 200) throw new Error(`password change of ${account} failed: ${res.body.message}`);
  return token;
}

/** A signed-in user whose only role grants exactly these permissions. */
export async function signInWithPermissions(t: AdminCaller, permissions: string[]) {
  const role = await createTestRole(t, { permissions });
  const user = await createTestUser(t, { roleCodes: [role.roleCode] });
  return { user, role, token: await signInFirstTime(t, user.account) };
}
