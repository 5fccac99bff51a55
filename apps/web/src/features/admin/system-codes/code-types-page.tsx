import { API } from '@apex/shared';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../session/permitted';
import { AdminListPage } from '../common/admin-list-page';
import { FilterSelect, flagOptions } from '../common/filter-select';
import { NewRecordButton } from '../common/new-record-button';
import { useAdminList } from '../common/use-admin-list';
import { useDeleteRecord } from '../common/use-delete-record';
import { useEditorTarget } from '../common/use-editor-target';
import { useCodeTypeColumns } from './code-type-columns';
import { CodeTypeDialog } from './code-type-dialog';

/**
 * /systemSetting/index (spec §2.5 data dictionary): the code types behind every list of codes,
 * which are locked (the product's), and how many codes each has; the codes themselves are kept on
 * /baseCode/index.
 */
export function CodeTypesPage() {
  const { t } = useTranslation('codes');
  const list = useAdminList(API.systemCodeTypes.list);
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.systemCodeTypes.remove);
  const canEdit = useHasPermission('/sysCode/edit');
  const columns = useCodeTypeColumns(canEdit ? { edit: (type) => editor.open('edit', type.id), remove } : undefined);
  return (
    <AdminListPage
      title={t('types.title')}
      list={list}
      exportRoute={API.systemCodeTypes.export}
      importRoute={API.systemCodeTypes.import}
      columns={columns}
      keywordPlaceholder={t('types.keyword')}
      filters={
        <FilterSelect
          name="locked"
          label={t('types.fields.locked')}
          options={flagOptions(t('types.locked'), t('types.open'))}
          width={140}
        />
      }
      toolbar={
        <NewRecordButton permission="/sysCode/edit" label={t('types.new')} onClick={() => editor.open('create')} />
      }
    >
      {editor.target && <CodeTypeDialog id={editor.target.id} onClose={editor.close} />}
    </AdminListPage>
  );
}
