import { API } from '@apex/shared';
import type { TLocale } from '@apex/shared/i18n';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { useEditorTarget } from '../../../kit/form/use-editor-target';
import { EnabledFilter } from '../../../kit/list/enabled-filter';
import { FilterSelect } from '../../../kit/list/filter-select';
import { ListPage } from '../../../kit/list/list-page';
import { NewRecordButton } from '../../../kit/list/new-record-button';
import { useDeleteRecord } from '../../../kit/list/use-delete-record';
import { useList } from '../../../kit/list/use-list';
import { useHasPermission } from '../../session/permitted';
import { codeOptions } from '../common/admin-lookups';
import { useCodeItemColumns } from './code-item-columns';
import { CodeItemDialog } from './code-item-dialog';
import { ITEM_LABELS } from './code-item-labels';
import { useCodeTypeLookup } from './code-type-lookup';

/**
 * /baseCode/index (spec §2.5 base codes): the codes of every type, in their order, kept day to day:
 * added, renamed, re-sorted, disabled. The client's cached dictionary (spec §7) follows each save.
 */
export function CodeItemsPage() {
  const { t, i18n } = useTranslation('codes');
  const list = useList(API.systemCodes.list);
  const { t: ta } = useTranslation('admin');
  const labelText = useLabel();
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.systemCodes.remove);
  const canEdit = useHasPermission('/baseCode/edit');
  const columns = useCodeItemColumns(canEdit ? { edit: (item) => editor.open('edit', item.id), remove } : undefined);
  const types = useCodeTypeLookup();
  // A new code starts in the type the list shows, unless that one is locked (no codes can be added).
  const openTypeShown = types.find((type) => type.codeType === list.state.codeType && !type.locked)?.codeType;
  return (
    <ListPage
      title={labelText('masterData:menus.baseCodes')}
      list={list}
      exportRoute={API.systemCodes.export}
      importRoute={API.systemCodes.import}
      columns={columns}
      keywordPlaceholder={ta('list.codeOrName')}
      filters={
        <>
          <FilterSelect
            name="codeType"
            label={labelText(ITEM_LABELS.codeType)}
            options={codeOptions(types, (type) => type.codeType, i18n.language as TLocale)}
            width={260}
            searchable
          />
          <EnabledFilter />
        </>
      }
      toolbar={
        <NewRecordButton permission="/baseCode/edit" label={t('items.new')} onClick={() => editor.open('create')} />
      }
    >
      {editor.target && <CodeItemDialog id={editor.target.id} codeType={openTypeShown} onClose={editor.close} />}
    </ListPage>
  );
}
