import type { PermissionDef } from '../permission-def';

/** Master data: vessels, carriers, customers and partners, reference data, base codes, charge codes and schemes, report templates and the home page's settings. */
export const MASTER_DATA_PERMISSIONS = {
  '/shipEdit/list': {
    group: 'system',
    label: 'masterData:permissions./shipEdit/list',
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE'],
  },
  '/shipEdit/edit': {
    group: 'system',
    label: 'masterData:permissions./shipEdit/edit',
    defaultRoles: ['OPERATOR'],
  },
  '/carrier/list': {
    group: 'system',
    label: 'masterData:permissions./carrier/list',
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE', 'SALES', 'FINANCE'],
  },
  '/carrier/edit': {
    group: 'system',
    label: 'masterData:permissions./carrier/edit',
    defaultRoles: [],
  },
  '/party/list': {
    group: 'system',
    label: 'masterData:permissions./party/list',
    defaultRoles: ['OPERATOR', 'SALES', 'CUSTOMER_SERVICE', 'FINANCE'],
  },
  '/party/edit': {
    group: 'system',
    label: 'masterData:permissions./party/edit',
    defaultRoles: ['SALES', 'CUSTOMER_SERVICE'],
  },
  '/party/credit': {
    group: 'system',
    label: 'masterData:permissions./party/credit',
    defaultRoles: ['FINANCE'],
  },
  '/port/list': {
    group: 'system',
    label: 'masterData:permissions./port/list',
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE', 'SALES', 'FINANCE', 'WAREHOUSE'],
  },
  '/port/edit': {
    group: 'system',
    label: 'masterData:permissions./port/edit',
    defaultRoles: [],
  },
  '/currency/list': {
    group: 'system',
    label: 'masterData:permissions./currency/list',
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE', 'SALES', 'FINANCE', 'WAREHOUSE'],
  },
  '/currency/edit': {
    group: 'system',
    label: 'masterData:permissions./currency/edit',
    defaultRoles: ['FINANCE'],
  },
  '/exchangeRate/list': {
    group: 'system',
    label: 'masterData:permissions./exchangeRate/list',
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE', 'SALES', 'FINANCE', 'WAREHOUSE'],
  },
  '/exchangeRate/edit': {
    group: 'system',
    label: 'masterData:permissions./exchangeRate/edit',
    defaultRoles: ['FINANCE'],
  },
  '/baseCode/list': {
    group: 'system',
    label: 'masterData:permissions./baseCode/list',
    defaultRoles: ['OPERATOR', 'CUSTOMER_SERVICE', 'SALES', 'FINANCE'],
  },
  '/baseCode/edit': {
    group: 'system',
    label: 'masterData:permissions./baseCode/edit',
    defaultRoles: [],
  },
  '/chargeCode/list': {
    group: 'system',
    label: 'masterData:permissions./chargeCode/list',
    defaultRoles: ['OPERATOR', 'SALES', 'FINANCE'],
  },
  '/chargeCode/edit': {
    group: 'system',
    label: 'masterData:permissions./chargeCode/edit',
    defaultRoles: ['FINANCE'],
  },
  '/chargeScheme/list': {
    group: 'system',
    label: 'masterData:permissions./chargeScheme/list',
    defaultRoles: ['OPERATOR', 'SALES', 'FINANCE'],
  },
  '/chargeScheme/edit': {
    group: 'system',
    label: 'masterData:permissions./chargeScheme/edit',
    defaultRoles: ['FINANCE'],
  },
  '/reportTemplate/list': {
    group: 'system',
    label: 'masterData:permissions./reportTemplate/list',
    defaultRoles: [],
  },
  '/reportTemplate/edit': {
    group: 'system',
    label: 'masterData:permissions./reportTemplate/edit',
    defaultRoles: [],
  },
  '/homeSetting/list': {
    group: 'system',
    label: 'masterData:permissions./homeSetting/list',
    defaultRoles: [],
  },
  '/homeSetting/edit': {
    group: 'system',
    label: 'masterData:permissions./homeSetting/edit',
    defaultRoles: [],
  },
} as const satisfies Record<string, PermissionDef>;
