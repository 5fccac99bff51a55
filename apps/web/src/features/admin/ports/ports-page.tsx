import { API } from '@apex/shared';
import type { TPortRecord } from '@apex/shared/master';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { useHasPermission } from '../../session/permitted';
import { AdminListPage } from '../common/admin-list-page';
import { EnabledFilter } from '../common/enabled-filter';
import { NewRecordButton } from '../common/new-record-button';
import { SHOWN_BY_SCREEN } from '../common/stop-error';
import { useAdminList } from '../common/use-admin-list';
import { useDeleteRecord } from '../common/use-delete-record';
import { useEditorTarget } from '../common/use-editor-target';
import { useRecordAction } from '../common/use-record-action';
import { FlagSelect } from '../vessels/flag-select';
import { usePortColumns } from './port-columns';
import { PortDialog } from './port-dialog';

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
  const list = useAdminList(API.ports.list);
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
              () => request(API.ports.update, withEnabled(port, enabled), SHOWN_BY_SCREEN),
              t(enabled ? 'ports.enabledDone' : 'ports.disabledDone'),
            ),
          remove,
        }
      : undefined,
  );
  return (
    <AdminListPage
      title={t('ports.title')}
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
              placeholder={t('ports.country')}
              aria-label={t('ports.country')}
              style={{ width: 220 }}
            />
          </Form.Item>
          <EnabledFilter />
        </>
      }
      toolbar={<NewRecordButton permission="/port/edit" label={t('ports.new')} onClick={() => editor.open('create')} />}
    >
      {editor.target && <PortDialog id={editor.target.id} onClose={editor.close} />}
    </AdminListPage>
  );
}
