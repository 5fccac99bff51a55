import { z } from 'zod';

/**
 * The staff roles the product ships with (spec §1). Spec §6 leaves role names open; these are
 * the roles seeded on a new database, and administrators may add more.
 */
export const SYSTEM_ROLES = ['ADMIN', 'OPERATOR', 'SALES', 'CUSTOMER_SERVICE', 'FINANCE', 'WAREHOUSE'] as const;
const ZSystemRole = z.enum(SYSTEM_ROLES);
export type TSystemRole = z.infer<typeof ZSystemRole>;

/** The one role that always holds every permission and menu and cannot be edited away. */
export const ADMIN_ROLE: TSystemRole = 'ADMIN';
