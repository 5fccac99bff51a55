import { API } from '@apex/shared';
import type { TPortRecord } from '@apex/shared/master';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { useEditorTarget } from '../../../kit/form/use-editor-target';
import { EnabledFilter } from '../../../kit/list/enabled-filter';
import { ListPage } from '../../../kit/list/list-page';
import { NewRecordButton } from '../../../kit/list/new-record-button';
import { useDeleteRecord } from '../../../kit/list/use-delete-record';
import { useList } from '../../../kit/list/use-list';
import { useRecordAction } from '../../../kit/list/use-record-action';
import { useHasPermission } from '../../session/permitted';
import { FlagSelect } from '../vessels/flag-select';
import { usePortColumns } from './port-columns';
import { PortDialog } from './port-dialog';
import { PORT_LABELS } from './port-labels';

/** The port as its update form would send it, with `enabled` changed. */
const withEnabled = ({ id, version, nameEn, nameCn, isSea, latitude, longitude }: TPortRecord, enabled: boolean) => ({
  params: { id },
  body: { version, nameEn, nameCn, isSea, latitude, longitude, enabled },
});

/**
 * /systemSetting/port: sea ports by UN/LOCODE (spec §3 Port record). Seeded ports are disabled
 * rather than deleted; a disabled port is offered by no picker.
 */
export function PortsPage() {
  const { t } = useTranslation('refdata');
  const list = useList(API.ports.list);
  const labelText = useLabel();
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.ports.remove);
  const act = useRecordAction(API.ports.list.tag);
  const canEdit = useHasPermission('/port/edit');
  const columns = usePortColumns(
    canEdit
      ? {
          edit: (port) => editor.open('edit', port.id),
          setEnabled: (port, enabled) =>
            act(
              () => request(API.ports.update, withEnabled(port, enabled), { isStopError: true }),
              t(enabled ? 'ports.enabledDone' : 'ports.disabledDone'),
            ),
          remove,
        }
      : undefined,
  );
  return (
    <ListPage
      title={labelText('masterData:menus.ports')}
      list={list}
      exportRoute={API.ports.export}
      importRoute={API.ports.import}
      columns={columns}
      keywordPlaceholder={t('ports.keyword')}
      filters={
        <>
          <Form.Item name="countryCode">
            <FlagSelect
              allowClear
              placeholder={labelText(PORT_LABELS.countryCode)}
              aria-label={labelText(PORT_LABELS.countryCode)}
              style={{ width: 220 }}
            />
          </Form.Item>
          <EnabledFilter />
        </>
      }
      toolbar={<NewRecordButton permission="/port/edit" label={t('ports.new')} onClick={() => editor.open('create')} />}
    >
      {editor.target && <PortDialog id={editor.target.id} onClose={editor.close} />}
    </ListPage>
  );
}
