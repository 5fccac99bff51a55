import { API } from '@apex/shared';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../session/permitted';
import { AdminListPage } from '../common/admin-list-page';
import { NewRecordButton } from '../common/new-record-button';
import { useAdminList } from '../common/use-admin-list';
import { useDeleteRecord } from '../common/use-delete-record';
import { useEditorTarget } from '../common/use-editor-target';
import { useOfficeColumns } from './office-columns';
import { OfficeDialog } from './office-dialog';

/** /systemSetting/offices: the organisation's offices. */
export function OfficesPage() {
  const { t } = useTranslation('admin');
  const list = useAdminList(API.offices.list);
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.offices.remove);
  const canEdit = useHasPermission('/sysOffice/edit');
  const columns = useOfficeColumns(canEdit ? { edit: (office) => editor.open('edit', office.id), remove } : undefined);
  return (
    <AdminListPage
      title={t('offices.title')}
      list={list}
      exportRoute={API.offices.export}
      importRoute={API.offices.import}
      columns={columns}
      keywordPlaceholder={t('offices.keyword')}
      toolbar={
        <NewRecordButton permission="/sysOffice/edit" label={t('offices.new')} onClick={() => editor.open('create')} />
      }
    >
      {editor.target && <OfficeDialog id={editor.target.id} onClose={editor.close} />}
    </AdminListPage>
  );
}
