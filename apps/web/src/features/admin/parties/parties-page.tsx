import { API } from '@apex/shared';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../session/current-user';
import { useHasPermission } from '../../session/permitted';
import { AdminListPage } from '../common/admin-list-page';
import { NewRecordButton } from '../common/new-record-button';
import { useAdminList } from '../common/use-admin-list';
import { useDeleteRecord } from '../common/use-delete-record';
import { useEditorTarget } from '../common/use-editor-target';
import { usePartyColumns } from './party-columns';
import { PartyDialog } from './party-dialog';
import { usePartyRoleOptions } from './party-roles';

/** /systemSetting/party: the customers and business partners every job refers to. */
export function PartiesPage() {
  const { t } = useTranslation('parties');
  const list = useAdminList(API.parties.list);
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.parties.remove);
  const canEdit = useHasPermission('/party/edit');
  const columns = usePartyColumns(canEdit ? { edit: (p) => editor.open('edit', p.id), remove } : undefined);
  const offices = useCurrentUser().offices.map((o) => ({ value: o.officeCode, label: o.officeCode }));
  const listed = [
    { value: true, label: t('blacklisted') },
    { value: false, label: t('notBlacklisted') },
  ];
  const filter = (name: string, label: string, options: object[], width: number) => (
    <Form.Item name={name}>
      <Select allowClear options={options} placeholder={label} aria-label={label} style={{ width }} />
    </Form.Item>
  );
  return (
    <AdminListPage
      title={t('title')}
      list={list}
      exportRoute={API.parties.export}
      importRoute={API.parties.import}
      columns={columns}
      keywordPlaceholder={t('keyword')}
      filters={
        <>
          {filter('role', t('fields.roles'), usePartyRoleOptions(), 160)}
          {filter('officeCode', t('fields.officeCode'), offices, 120)}
          {filter('blacklisted', t('fields.blacklisted'), listed, 140)}
        </>
      }
      toolbar={<NewRecordButton permission="/party/edit" label={t('new')} onClick={() => editor.open('create')} />}
    >
      {editor.target && <PartyDialog id={editor.target.id} onClose={editor.close} />}
    </AdminListPage>
  );
}
