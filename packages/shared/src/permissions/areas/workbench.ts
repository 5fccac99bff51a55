import type { PermissionDef } from '../permission-def';

/** The workbench: each user's tasks. */
export const WORKBENCH_PERMISSIONS = {
  '/tasks/index': {
    group: 'system',
    label: 'workbench:permissions./tasks/index',
    defaultRoles: ['OPERATOR', 'SALES', 'CUSTOMER_SERVICE', 'FINANCE', 'WAREHOUSE'],
  },
} as const satisfies Record<string, PermissionDef>;
