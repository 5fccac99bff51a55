import type { PermissionDef } from '../permission-def';

/**
 * The money of jobs (issue 17): operators price jobs, finance checks, invoices, clears and reviews.
 * Roles are the product's defaults (spec §6 leaves them open); administrators change them.
 */
export const FINANCE_PERMISSIONS = {
  '/charge/list': {
    group: 'finance',
    label: 'finance:permissions./charge/list',
    defaultRoles: ['OPERATOR', 'SALES', 'CUSTOMER_SERVICE', 'FINANCE'],
  },
  '/charge/edit': {
    group: 'finance',
    label: 'finance:permissions./charge/edit',
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE', 'FINANCE'],
  },
  '/charge/check': { group: 'finance', label: 'finance:permissions./charge/check', defaultRoles: ['FINANCE'] },
  '/charge/review': { group: 'finance', label: 'finance:permissions./charge/review', defaultRoles: ['FINANCE'] },
  '/invoice/list': {
    group: 'finance',
    label: 'finance:permissions./invoice/list',
    defaultRoles: ['OPERATOR', 'SALES', 'FINANCE'],
  },
  '/invoice/edit': {
    group: 'finance',
    label: 'finance:permissions./invoice/edit',
    defaultRoles: ['OPERATOR', 'FINANCE'],
  },
  // issue 17: confirming an invoice of a job under the office's minimum margin needs finance.
  '/invoice/lowMargin': {
    group: 'finance',
    label: 'finance:permissions./invoice/lowMargin',
    defaultRoles: ['FINANCE'],
  },
  '/clearing/edit': { group: 'finance', label: 'finance:permissions./clearing/edit', defaultRoles: ['FINANCE'] },
  '/statement/list': {
    group: 'finance',
    label: 'finance:permissions./statement/list',
    defaultRoles: ['SALES', 'FINANCE'],
  },
} as const satisfies Record<string, PermissionDef>;
