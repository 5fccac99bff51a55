import type { AreaMenu } from './menu-seed';

/** Carrier contracts. */
export const CONTRACT_MENUS: readonly AreaMenu[] = [
  {
    code: 'contractManagement',
    sort: 60,
    url: '/contractManagement',
    label: 'contracts:menus.contracts',
    icon: 'AuditOutlined',
    children: [
      {
        code: 'contractManagement.nvoContract',
        url: '/contractManagement/nvoContract',
        label: 'contracts:menus.nvoContracts',
        icon: 'FileProtectOutlined',
        roles: ['OPERATOR', 'SALES'],
      },
    ],
  },
];
