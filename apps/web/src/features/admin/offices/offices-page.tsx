import { PlusOutlined } from '@ant-design/icons';
import { API } from '@apex/shared';
import type { TOffice } from '@apex/shared/admin';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { Permitted, useHasPermission } from '../../session/permitted';
import { AdminListPage } from '../common/admin-list-page';
import { SHOWN_BY_SCREEN } from '../common/stop-error';
import { useAdminList } from '../common/use-admin-list';
import { useEditorTarget } from '../common/use-editor-target';
import { useRecordAction } from '../common/use-record-action';
import { useOfficeColumns } from './office-columns';
import { OfficeDialog } from './office-dialog';

/** /systemSetting/offices: the organisation's offices. */
export function OfficesPage() {
  const { t } = useTranslation('admin');
  const list = useAdminList(API.offices.list);
  const editor = useEditorTarget();
  const act = useRecordAction(API.offices.list.tag);
  const canEdit = useHasPermission('/sysOffice/edit');
  const remove = ({ id, version }: TOffice) =>
    act(() => request(API.offices.remove, { params: { id }, query: { version } }, SHOWN_BY_SCREEN), t('list.deleted'));
  const columns = useOfficeColumns(canEdit ? { edit: (office) => editor.open('edit', office.id), remove } : {});
  return (
    <AdminListPage
      title={t('offices.title')}
      list={list}
      columns={columns}
      keywordPlaceholder={t('offices.keyword')}
      toolbar={
        <Permitted anyOf={['/sysOffice/edit']}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => editor.open('create')}>
            {t('offices.new')}
          </Button>
        </Permitted>
      }
    >
      {editor.target && <OfficeDialog id={editor.target.id} onClose={editor.close} />}
    </AdminListPage>
  );
}
