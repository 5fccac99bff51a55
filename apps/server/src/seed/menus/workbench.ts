import { EVERYONE } from './menu-roles';
import type { AreaMenu } from './menu-seed';

/** The workbench: each user's tasks. */
export const WORKBENCH_MENUS: readonly AreaMenu[] = [
  {
    code: 'workbench',
    sort: 80,
    url: '/workbench',
    label: 'workbench:menus.workbench',
    icon: 'AppstoreOutlined',
    children: [
      // A level-2 entry without children: the client adds {path}/index (spec §2.6).
      {
        code: 'workbench.tasks',
        url: '/tasks',
        label: 'workbench:menus.myTasks',
        icon: 'CheckSquareOutlined',
        roles: EVERYONE,
      },
    ],
  },
];
