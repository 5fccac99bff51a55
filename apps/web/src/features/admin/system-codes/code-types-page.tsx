import { API } from '@apex/shared';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../session/permitted';
import { AdminListPage } from '../common/admin-list-page';
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
  const lockedOptions = [
    { value: true, label: t('types.locked') },
    { value: false, label: t('types.open') },
  ];
  return (
    <AdminListPage
      title={t('types.title')}
      list={list}
      exportRoute={API.systemCodeTypes.export}
      columns={columns}
      keywordPlaceholder={t('types.keyword')}
      filters={
        <Form.Item name="locked">
          <Select
            allowClear
            options={lockedOptions}
            placeholder={t('types.fields.locked')}
            aria-label={t('types.fields.locked')}
            style={{ width: 140 }}
          />
        </Form.Item>
      }
      toolbar={
        <NewRecordButton permission="/sysCode/edit" label={t('types.new')} onClick={() => editor.open('create')} />
      }
    >
      {editor.target && <CodeTypeDialog id={editor.target.id} onClose={editor.close} />}
    </AdminListPage>
  );
}
