import { PlusOutlined } from '@ant-design/icons';
import { API } from '@apex/shared';
import type { TRole } from '@apex/shared/admin';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { Permitted, useHasPermission } from '../../session/permitted';
import { AdminListPage } from '../common/admin-list-page';
import { SHOWN_BY_SCREEN } from '../common/stop-error';
import { useAdminList } from '../common/use-admin-list';
import { useEditorTarget } from '../common/use-editor-target';
import { useRecordAction } from '../common/use-record-action';
import { useRoleColumns } from './role-columns';
import { RoleDrawer } from './role-drawer';

/** /systemSetting/roles: what each role may do and which menus it shows. */
export function RolesPage() {
  const { t } = useTranslation('admin');
  const list = useAdminList(API.roles.list);
  const editor = useEditorTarget();
  const act = useRecordAction(API.roles.list.tag);
  const canEdit = useHasPermission('/sysRole/edit');
  const remove = ({ id, version }: TRole) =>
    act(() => request(API.roles.remove, { params: { id }, query: { version } }, SHOWN_BY_SCREEN), t('list.deleted'));
  const columns = useRoleColumns({
    open: (role) => editor.open('edit', role.id),
    remove: canEdit ? remove : undefined,
  });
  return (
    <AdminListPage
      title={t('roles.title')}
      list={list}
      columns={columns}
      keywordPlaceholder={t('roles.keyword')}
      toolbar={
        <Permitted anyOf={['/sysRole/edit']}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => editor.open('create')}>
            {t('roles.new')}
          </Button>
        </Permitted>
      }
    >
      {editor.target && <RoleDrawer id={editor.target.id} onClose={editor.close} />}
    </AdminListPage>
  );
}
