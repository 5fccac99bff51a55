import type { PermissionDef } from '../permission-def';

/** Ocean export and import jobs, and the goods list. */
export const JOB_PERMISSIONS = {
  '/oceanExport/list': {
    group: 'jobs',
    label: 'jobs:permissions./oceanExport/list',
    defaultRoles: ['OPERATOR', 'SALES', 'CUSTOMER_SERVICE', 'FINANCE'],
  },
  '/oceanExport/edit': {
    group: 'jobs',
    label: 'jobs:permissions./oceanExport/edit',
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE'],
  },
  '/oceanImport/list': {
    group: 'jobs',
    label: 'jobs:permissions./oceanImport/list',
    defaultRoles: ['OPERATOR', 'SALES', 'CUSTOMER_SERVICE', 'FINANCE'],
  },
  '/oceanImport/edit': {
    group: 'jobs',
    label: 'jobs:permissions./oceanImport/edit',
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE'],
  },
  // The warehouse works from the goods list (spec §2.2 /goodslist) without seeing the jobs' cards.
  '/goodsList/list': {
    group: 'jobs',
    label: 'jobs:permissions./goodsList/list',
    defaultRoles: ['OPERATOR', 'SALES', 'CUSTOMER_SERVICE', 'FINANCE', 'WAREHOUSE'],
  },
  // spec §6: online tracking is its own permission; a user without it is offered to ask for it.
  '/tracking/view': {
    group: 'jobs',
    label: 'jobs:permissions./tracking/view',
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE'],
  },
} as const satisfies Record<string, PermissionDef>;
