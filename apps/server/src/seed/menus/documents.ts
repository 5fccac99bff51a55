import { OP_CS } from './menu-roles';
import type { AreaMenu } from './menu-seed';

/** Document tracking. */
export const DOCUMENT_MENUS: readonly AreaMenu[] = [
  {
    code: 'document_manage',
    sort: 50,
    url: '/document_manage',
    label: 'documents:menus.documents',
    icon: 'FolderOpenOutlined',
    children: [
      {
        code: 'document_manage.xdoc',
        url: '/document_manage/xdoc',
        label: 'documents:menus.documentTracking',
        icon: 'FileSearchOutlined',
        roles: OP_CS,
      },
    ],
  },
];
