import type { AreaMenu } from './menu-seed';

/**
 * Finance's screens across jobs (issue 17; the spec names no route for them, docs/decisions.md):
 * invoices, the charge-check workbench, clearing and statements of account.
 */
export const FINANCE_MENUS: readonly AreaMenu[] = [
  {
    code: 'finance',
    sort: 45,
    url: '/finance',
    label: 'finance:menus.finance',
    icon: 'AccountBookOutlined',
    children: [
      {
        code: 'finance.invoices',
        url: '/finance/invoices',
        label: 'finance:menus.invoices',
        icon: 'FileTextOutlined',
        roles: ['OPERATOR', 'SALES', 'FINANCE'],
      },
      {
        code: 'finance.chargeCheck',
        url: '/finance/chargeCheck',
        label: 'finance:menus.chargeCheck',
        icon: 'AuditOutlined',
        roles: ['FINANCE'],
      },
      {
        code: 'finance.clearing',
        url: '/finance/clearing',
        label: 'finance:menus.clearing',
        icon: 'TransactionOutlined',
        roles: ['FINANCE'],
      },
      {
        code: 'finance.statement',
        url: '/finance/statement',
        label: 'finance:menus.statement',
        icon: 'ProfileOutlined',
        roles: ['SALES', 'FINANCE'],
      },
    ],
  },
];
