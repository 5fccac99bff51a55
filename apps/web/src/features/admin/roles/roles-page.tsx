import { API } from '@apex/shared';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { useEditorTarget } from '../../../kit/form/use-editor-target';
import { ListPage } from '../../../kit/list/list-page';
import { NewRecordButton } from '../../../kit/list/new-record-button';
import { useDeleteRecord } from '../../../kit/list/use-delete-record';
import { useList } from '../../../kit/list/use-list';
import { useHasPermission } from '../../session/permitted';
import { useRoleColumns } from './role-columns';
import { RoleDrawer } from './role-drawer';

/** /systemSetting/roles: what each role may do and which menus it shows. */
export function RolesPage() {
  const { t } = useTranslation('admin');
  const list = useList(API.roles.list);
  const labelText = useLabel();
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.roles.remove);
  const canEdit = useHasPermission('/sysRole/edit');
  const columns = useRoleColumns({
    open: (role) => editor.open('edit', role.id),
    remove: canEdit ? remove : undefined,
  });
  return (
    <ListPage
      title={labelText('administration:menus.roles')}
      list={list}
      columns={columns}
      keywordPlaceholder={t('list.codeOrName')}
      toolbar={
        <NewRecordButton permission="/sysRole/edit" label={t('roles.new')} onClick={() => editor.open('create')} />
      }
    >
      {editor.target && <RoleDrawer id={editor.target.id} onClose={editor.close} />}
    </ListPage>
  );
}
