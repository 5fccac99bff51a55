import type { PermissionDef } from '../permission-def';

/**
 * The paper of jobs (issue 18): printed documents, uploaded attachments (eDocs) and the journey of
 * original bills (doc records). Roles are the product's defaults (spec §6 leaves them open).
 * Invoices and statements print under their own view permissions (finance area).
 */
export const DOCUMENT_PERMISSIONS = {
  '/document/print': {
    group: 'jobs',
    label: 'documents:permissions./document/print',
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE', 'SALES', 'FINANCE'],
  },
  // An original HB/L is a document of title: issued once, and reprinted only with a reason.
  '/document/original': {
    group: 'jobs',
    label: 'documents:permissions./document/original',
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE'],
  },
  '/edoc/list': {
    group: 'jobs',
    label: 'documents:permissions./edoc/list',
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE', 'SALES', 'FINANCE', 'WAREHOUSE'],
  },
  '/edoc/edit': {
    group: 'jobs',
    label: 'documents:permissions./edoc/edit',
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE', 'FINANCE', 'WAREHOUSE'],
  },
  '/edoc/delete': {
    group: 'jobs',
    label: 'documents:permissions./edoc/delete',
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE'],
  },
  '/doc/list': {
    group: 'jobs',
    label: 'documents:permissions./doc/list',
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE', 'SALES'],
  },
  '/doc/edit': {
    group: 'jobs',
    label: 'documents:permissions./doc/edit',
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE'],
  },
} as const satisfies Record<string, PermissionDef>;
