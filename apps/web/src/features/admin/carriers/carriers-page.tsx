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
import { useCarrierColumns } from './carrier-columns';
import { CarrierDialog } from './carrier-dialog';
import { CARRIER_LABELS } from './carrier-labels';

/** /systemSetting/carrier: shipping lines by SCAC, and the blacklist bookings are warned by (spec §8). */
export function CarriersPage() {
  const { t } = useTranslation('admin');
  const list = useList(API.carriers.list);
  const labelText = useLabel();
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.carriers.remove);
  const canEdit = useHasPermission('/carrier/edit');
  const columns = useCarrierColumns(canEdit ? { edit: (c) => editor.open('edit', c.id), remove } : undefined);
  return (
    <ListPage
      title={labelText('masterData:menus.carriers')}
      list={list}
      exportRoute={API.carriers.export}
      importRoute={API.carriers.import}
      columns={columns}
      keywordPlaceholder={t('carriers.keyword')}
      filters={
        <FilterSelect
          name="blacklisted"
          label={labelText(CARRIER_LABELS.blacklisted)}
          options={flagOptions(labelText('general:columns.blacklisted'), t('blacklist.notBlacklisted'))}
        />
      }
      toolbar={
        <NewRecordButton permission="/carrier/edit" label={t('carriers.new')} onClick={() => editor.open('create')} />
      }
    >
      {editor.target && <CarrierDialog id={editor.target.id} onClose={editor.close} />}
    </ListPage>
  );
}
