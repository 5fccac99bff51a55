import { API } from '@apex/shared';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { useEditorTarget } from '../../../kit/form/use-editor-target';
import { FilterSelect, flagOptions } from '../../../kit/list/filter-select';
import { ListPage } from '../../../kit/list/list-page';
import { NewRecordButton } from '../../../kit/list/new-record-button';
import { useDeleteRecord } from '../../../kit/list/use-delete-record';
import { useList } from '../../../kit/list/use-list';
import { useHasPermission } from '../../session/permitted';
import { useCodeTypeColumns } from './code-type-columns';
import { CodeTypeDialog } from './code-type-dialog';

/**
 * /systemSetting/index (spec §2.5 data dictionary): the code types behind every list of codes,
 * which are locked (the product's), and how many codes each has; the codes themselves are kept on
 * /baseCode/index.
 */
export function CodeTypesPage() {
  const { t } = useTranslation('codes');
  const list = useList(API.systemCodeTypes.list);
  const labelText = useLabel();
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.systemCodeTypes.remove);
  const canEdit = useHasPermission('/sysCode/edit');
  const columns = useCodeTypeColumns(canEdit ? { edit: (type) => editor.open('edit', type.id), remove } : undefined);
  return (
    <ListPage
      title={labelText('administration:menus.dataDictionary')}
      list={list}
      exportRoute={API.systemCodeTypes.export}
      importRoute={API.systemCodeTypes.import}
      columns={columns}
      keywordPlaceholder={t('types.keyword')}
      filters={
        <FilterSelect
          name="locked"
          label={t('types.locked')}
          options={flagOptions(t('types.locked'), t('types.open'))}
          width={140}
        />
      }
      toolbar={
        <NewRecordButton permission="/sysCode/edit" label={t('types.new')} onClick={() => editor.open('create')} />
      }
    >
      {editor.target && <CodeTypeDialog id={editor.target.id} onClose={editor.close} />}
    </ListPage>
  );
}
