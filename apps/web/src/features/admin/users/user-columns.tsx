import type { TUser } from '@apex/shared/admin';
import { localTime } from '@apex/shared/format';
import type { TLocale } from '@apex/shared/i18n';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ConfirmedRowAction } from '../../../kit/list/confirmed-row-action';
import { RowAction } from '../../../kit/list/row-action';
import { actionsColumn } from '../../../kit/list/row-actions';
import { TagList } from '../../../kit/list/tag-list';
import { localName } from '../../../kit/local-name';
import { useHasPermission } from '../../session/permitted';
import { useCompanies, useRoleLookup } from '../common/admin-lookups';
import { useUserLabel } from './user-labels';
import { UserStatus } from './user-status';

interface UserActions {
  edit: (user: TUser) => void;
  lock: (user: TUser) => Promise<unknown>;
  unlock: (user: TUser) => Promise<unknown>;
  resetPassword: (user: TUser) => void;
}

/** Columns of the user list; the actions show only what the user's permissions allow (spec §5). */
export function useUserColumns({ edit, lock, unlock, resetPassword }: UserActions): ColumnsType<TUser> {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language as TLocale;
  const label = useUserLabel();
  const companies = new Map(useCompanies().map((c) => [c.companyCode, c.name]));
  const roles = new Map(useRoleLookup().map((r) => [r.roleCode, localName(r, locale)]));
  const canEdit = useHasPermission('/sysUser/edit');
  const canUnlock = useHasPermission('/sysUser/unlock');
  const canReset = useHasPermission('/sysUser/resetPassword');
  const columns: ColumnsType<TUser> = [
    { key: 'account', dataIndex: 'account', title: label('account'), sorter: true },
    { key: 'name', dataIndex: 'name', title: label('name'), sorter: true },
    {
      key: 'companyCode',
      title: label('companyCode'),
      render: (_, { companyCode }) => <span title={companies.get(companyCode)}>{companyCode}</span>,
    },
    {
      // The default office is the marked one among the offices.
      key: 'officeCodes',
      title: label('officeCodes'),
      render: (_, user) => (
        <TagList
          values={user.officeCodes}
          marked={{ value: user.defaultOfficeCode, hint: label('defaultOfficeCode') }}
        />
      ),
    },
    {
      key: 'roleCodes',
      title: label('roleCodes'),
      render: (_, user) => <TagList values={user.roleCodes} label={(code) => roles.get(code) ?? code} />,
    },
    { key: 'status', title: label('status'), render: (_, user) => <UserStatus user={user} /> },
    {
      key: 'lastLoginAt',
      title: label('lastLoginAt'),
      sorter: true,
      render: (_, user) => localTime(user.lastLoginAt) || '—',
    },
  ];
  if (!canEdit && !canUnlock && !canReset) return columns;
  const actions = actionsColumn<TUser>(t, (user) => (
    <>
      {canEdit && <RowAction label={t('list.edit')} onClick={() => edit(user)} />}
      {canUnlock && user.status === 'locked' && (
        <ConfirmedRowAction
          label={t('users.unlock')}
          question={t('users.unlockQuestion', { account: user.account })}
          onConfirm={() => unlock(user)}
        />
      )}
      {canUnlock && user.status === 'active' && (
        <ConfirmedRowAction
          label={t('users.lock')}
          question={t('users.lockQuestion', { account: user.account })}
          onConfirm={() => lock(user)}
        />
      )}
      {canReset && <RowAction label={t('users.resetPassword')} onClick={() => resetPassword(user)} />}
    </>
  ));
  return [...columns, actions];
}
