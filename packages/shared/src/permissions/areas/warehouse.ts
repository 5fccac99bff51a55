import type { PermissionDef } from '../permission-def';

/**
 * The warehouse (issue 19, spec §3 Warehouse entry): its staff receive and release cargo on the
 * warehouse lists and the job card's warehouse tab without the right to read or edit the jobs
 * themselves, as they already work from the goods list. Operators keep the warehouse of their jobs.
 */
export const WAREHOUSE_PERMISSIONS = {
  '/warehouse/list': {
    group: 'jobs',
    label: 'warehouse:permissions./warehouse/list',
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE', 'WAREHOUSE'],
  },
  '/warehouse/edit': {
    group: 'jobs',
    label: 'warehouse:permissions./warehouse/edit',
    defaultRoles: ['OPERATOR', 'WAREHOUSE'],
  },
} as const satisfies Record<string, PermissionDef>;
