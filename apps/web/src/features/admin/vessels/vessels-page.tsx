import { API } from '@apex/shared';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { useEditorTarget } from '../../../kit/form/use-editor-target';
import { ListPage } from '../../../kit/list/list-page';
import { NewRecordButton } from '../../../kit/list/new-record-button';
import { useDeleteRecord } from '../../../kit/list/use-delete-record';
import { useList } from '../../../kit/list/use-list';
import { useHasPermission } from '../../session/permitted';
import { FlagSelect } from './flag-select';
import { useVesselColumns } from './vessel-columns';
import { VesselDialog } from './vessel-dialog';
import { VESSEL_LABELS } from './vessel-labels';

/** /systemSetting/shipEdit (spec §2.5, §3 Vessel Lloyd number): vessels, their Lloyd numbers and flags. */
export function VesselsPage() {
  const { t } = useTranslation('admin');
  const list = useList(API.vessels.list);
  const labelText = useLabel();
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.vessels.remove);
  const canEdit = useHasPermission('/shipEdit/edit');
  const columns = useVesselColumns(canEdit ? { edit: (vessel) => editor.open('edit', vessel.id), remove } : undefined);
  return (
    <ListPage
      title={labelText('masterData:menus.vessels')}
      list={list}
      exportRoute={API.vessels.export}
      importRoute={API.vessels.import}
      columns={columns}
      keywordPlaceholder={t('vessels.keyword')}
      filters={
        <Form.Item name="flag">
          <FlagSelect
            allowClear
            placeholder={labelText(VESSEL_LABELS.flag)}
            aria-label={labelText(VESSEL_LABELS.flag)}
            style={{ width: 220 }}
          />
        </Form.Item>
      }
      toolbar={
        <NewRecordButton permission="/shipEdit/edit" label={t('vessels.new')} onClick={() => editor.open('create')} />
      }
    >
      {editor.target && <VesselDialog id={editor.target.id} onClose={editor.close} />}
    </ListPage>
  );
}
