import type { TSystemRole } from '../permissions/roles';

/**
 * The accounts a demo database starts with (README lists them). Tests and the end-to-end suite
 * sign in with these; the passwords satisfy the spec §5 policy.
 */
export const DEMO_ADMIN_PASSWORD = 'Admin@2026!';
export const DEMO_PASSWORD = 'Demo@2026!';

export const DEMO_ACCOUNT_BY_ROLE: Record<TSystemRole, string> = {
  ADMIN: 'admin',
  OPERATOR: 'op01',
  SALES: 'sales01',
  CUSTOMER_SERVICE: 'cs01',
  FINANCE: 'fin01',
  WAREHOUSE: 'wh01',
};

export const demoPasswordOf = (account: string) => (account === 'admin' ? DEMO_ADMIN_PASSWORD : DEMO_PASSWORD);
