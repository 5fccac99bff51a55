import { API } from '@apex/shared';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../session/permitted';
import { AdminListPage } from '../common/admin-list-page';
import { NewRecordButton } from '../common/new-record-button';
import { useAdminList } from '../common/use-admin-list';
import { useDeleteRecord } from '../common/use-delete-record';
import { useEditorTarget } from '../common/use-editor-target';
import { useRoleColumns } from './role-columns';
import { RoleDrawer } from './role-drawer';

/** /systemSetting/roles: what each role may do and which menus it shows. */
export function RolesPage() {
  const { t } = useTranslation('admin');
  const list = useAdminList(API.roles.list);
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.roles.remove);
  const canEdit = useHasPermission('/sysRole/edit');
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
        <NewRecordButton permission="/sysRole/edit" label={t('roles.new')} onClick={() => editor.open('create')} />
      }
    >
      {editor.target && <RoleDrawer id={editor.target.id} onClose={editor.close} />}
    </AdminListPage>
  );
}
