import { API } from '@apex/shared';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { useEditorTarget } from '../../../kit/form/use-editor-target';
import { ListPage } from '../../../kit/list/list-page';
import { NewRecordButton } from '../../../kit/list/new-record-button';
import { useList } from '../../../kit/list/use-list';
import { useRecordAction } from '../../../kit/list/use-record-action';
import { AccessRequestsButton } from '../../access-requests/access-requests-button';
import { ResetPasswordDialog } from './reset-password-dialog';
import { useUserColumns } from './user-columns';
import { UserDialog } from './user-dialog';
import { UserFilters } from './user-filters';

/** /systemSetting/users: accounts, their offices and roles, locks and passwords (spec §6). */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const list = useList(API.users.list);
  const labelText = useLabel();
  const dialog = useEditorTarget<'create' | 'edit' | 'resetPassword'>();
  const act = useRecordAction(API.users.list.tag);
  const columns = useUserColumns({
    edit: (user) => dialog.open('edit', user.id),
    resetPassword: (user) => dialog.open('resetPassword', user.id),
    lock: ({ id, version }) =>
      act(
        () => request(API.users.lock, { params: { id }, body: { version } }, { isStopError: true }),
        t('users.locked'),
      ),
    unlock: ({ id, version }) =>
      act(
        () => request(API.users.unlock, { params: { id }, body: { version } }, { isStopError: true }),
        t('users.unlocked'),
      ),
  });
  const target = dialog.target;
  return (
    <ListPage
      title={labelText('administration:menus.users')}
      list={list}
      columns={columns}
      keywordPlaceholder={t('users.keyword')}
      filters={<UserFilters />}
      toolbar={
        <>
          <AccessRequestsButton />
          <NewRecordButton permission="/sysUser/edit" label={t('users.new')} onClick={() => dialog.open('create')} />
        </>
      }
    >
      {target?.mode === 'resetPassword' && target.id !== undefined ? (
        <ResetPasswordDialog id={target.id} onClose={dialog.close} />
      ) : (
        target && <UserDialog id={target.id} onClose={dialog.close} />
      )}
    </ListPage>
  );
}
