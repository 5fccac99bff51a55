import { API } from '@apex/shared';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { useEditorTarget } from '../../../kit/form/use-editor-target';
import { FilterSelect, flagOptions } from '../../../kit/list/filter-select';
import { ListPage } from '../../../kit/list/list-page';
import { NewRecordButton } from '../../../kit/list/new-record-button';
import { useDeleteRecord } from '../../../kit/list/use-delete-record';
import { useList } from '../../../kit/list/use-list';
import { useCurrentUser } from '../../session/current-user';
import { useHasPermission } from '../../session/permitted';
import { usePartyColumns } from './party-columns';
import { PartyCreditDialog } from './party-credit-dialog';
import { PartyDialog } from './party-dialog';
import { usePartyLabel } from './party-labels';
import { usePartyRoleOptions } from './party-roles';

/** /systemSetting/party: the customers and business partners every job refers to. */
export function PartiesPage() {
  const { t } = useTranslation('parties');
  const list = useList(API.parties.list);
  const { t: ta } = useTranslation('admin');
  const labelText = useLabel();
  const label = usePartyLabel();
  const editor = useEditorTarget();
  const creditOf = useEditorTarget();
  const remove = useDeleteRecord(API.parties.remove);
  const canEdit = useHasPermission('/party/edit');
  const canSetCredit = useHasPermission('/party/credit');
  const user = useCurrentUser();
  // Parties are read company-wide; only their office's staff change them (the server says so too).
  const ownOffices = new Set(user.offices.map((o) => o.officeCode));
  const columns = usePartyColumns({
    edit: canEdit ? (p) => editor.open('edit', p.id) : undefined,
    credit: canSetCredit ? (p) => creditOf.open('edit', p.id) : undefined,
    remove: canSetCredit ? remove : undefined,
    mine: (p) => ownOffices.has(p.officeCode),
  });
  const offices = user.offices.map((o) => ({ value: o.officeCode, label: o.officeCode }));
  return (
    <ListPage
      title={labelText('masterData:menus.parties')}
      list={list}
      exportRoute={API.parties.export}
      importRoute={API.parties.import}
      columns={columns}
      keywordPlaceholder={ta('list.codeOrName')}
      filters={
        <>
          <FilterSelect name="role" label={label('roles')} options={usePartyRoleOptions()} />
          <FilterSelect name="officeCode" label={label('officeCode')} options={offices} width={120} />
          <FilterSelect
            name="blacklisted"
            label={label('blacklisted')}
            options={flagOptions(labelText('general:columns.blacklisted'), ta('blacklist.notBlacklisted'))}
            width={140}
          />
        </>
      }
      toolbar={<NewRecordButton permission="/party/edit" label={t('new')} onClick={() => editor.open('create')} />}
    >
      {editor.target && <PartyDialog id={editor.target.id} onClose={editor.close} />}
      {creditOf.target?.id !== undefined && <PartyCreditDialog id={creditOf.target.id} onClose={creditOf.close} />}
    </ListPage>
  );
}
