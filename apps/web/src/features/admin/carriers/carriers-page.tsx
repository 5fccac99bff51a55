import { API } from '@apex/shared';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../session/permitted';
import { AdminListPage } from '../common/admin-list-page';
import { FilterSelect, flagOptions } from '../common/filter-select';
import { NewRecordButton } from '../common/new-record-button';
import { useAdminList } from '../common/use-admin-list';
import { useDeleteRecord } from '../common/use-delete-record';
import { useEditorTarget } from '../common/use-editor-target';
import { useCarrierColumns } from './carrier-columns';
import { CarrierDialog } from './carrier-dialog';

/** /systemSetting/carrier: shipping lines by SCAC, and the blacklist bookings are warned by (spec §8). */
export function CarriersPage() {
  const { t } = useTranslation('admin');
  const list = useAdminList(API.carriers.list);
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.carriers.remove);
  const canEdit = useHasPermission('/carrier/edit');
  const columns = useCarrierColumns(canEdit ? { edit: (c) => editor.open('edit', c.id), remove } : undefined);
  return (
    <AdminListPage
      title={t('carriers.title')}
      list={list}
      exportRoute={API.carriers.export}
      importRoute={API.carriers.import}
      columns={columns}
      keywordPlaceholder={t('carriers.keyword')}
      filters={
        <FilterSelect
          name="blacklisted"
          label={t('carriers.fields.blacklisted')}
          options={flagOptions(t('carriers.blacklisted'), t('carriers.notBlacklisted'))}
        />
      }
      toolbar={
        <NewRecordButton permission="/carrier/edit" label={t('carriers.new')} onClick={() => editor.open('create')} />
      }
    >
      {editor.target && <CarrierDialog id={editor.target.id} onClose={editor.close} />}
    </AdminListPage>
  );
}
