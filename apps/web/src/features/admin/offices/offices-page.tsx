import { API } from '@apex/shared';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { useEditorTarget } from '../../../kit/form/use-editor-target';
import { ListPage } from '../../../kit/list/list-page';
import { NewRecordButton } from '../../../kit/list/new-record-button';
import { useDeleteRecord } from '../../../kit/list/use-delete-record';
import { useList } from '../../../kit/list/use-list';
import { useHasPermission } from '../../session/permitted';
import { useOfficeColumns } from './office-columns';
import { OfficeDialog } from './office-dialog';

/** /systemSetting/offices: the organisation's offices. */
export function OfficesPage() {
  const { t } = useTranslation('admin');
  const list = useList(API.offices.list);
  const labelText = useLabel();
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.offices.remove);
  const canEdit = useHasPermission('/sysOffice/edit');
  const columns = useOfficeColumns(canEdit ? { edit: (office) => editor.open('edit', office.id), remove } : undefined);
  return (
    <ListPage
      title={labelText('administration:menus.offices')}
      list={list}
      exportRoute={API.offices.export}
      importRoute={API.offices.import}
      columns={columns}
      keywordPlaceholder={t('list.codeOrName')}
      toolbar={
        <NewRecordButton permission="/sysOffice/edit" label={t('offices.new')} onClick={() => editor.open('create')} />
      }
    >
      {editor.target && <OfficeDialog id={editor.target.id} onClose={editor.close} />}
    </ListPage>
  );
}
