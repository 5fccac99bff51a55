import type { TRole } from '@apex/shared/admin';
import type { TLocale } from '@apex/shared/i18n';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { ConfirmedRowAction } from '../../../kit/list/confirmed-row-action';
import { LongText } from '../../../kit/list/long-text';
import { RowAction } from '../../../kit/list/row-action';
import { actionsColumn } from '../../../kit/list/row-actions';
import { updatedColumn } from '../../../kit/list/updated-column';
import { localName } from '../../../kit/local-name';

interface RoleActions {
  open: (role: TRole) => void;
  /** Absent for a user who may not edit roles: view only. */
  remove?: (role: TRole) => Promise<unknown>;
}

const count = (n: number) => <Typography.Text type={n === 0 ? 'secondary' : undefined}>{n}</Typography.Text>;

export function useRoleColumns({ open, remove }: RoleActions): ColumnsType<TRole> {
  const { t, i18n } = useTranslation('admin');
  const labelText = useLabel();
  const locale = i18n.language as TLocale;
  return [
    {
      key: 'roleCode',
      title: labelText('general:columns.code'),
      sorter: true,
      render: (_, { roleCode, allAccess }) => (
        <>
          {roleCode} {allAccess && <Tag color="gold">{t('roles.allAccess')}</Tag>}
        </>
      ),
    },
    // Sorted by the English name, so sortable only when that is the one shown.
    {
      key: 'nameEn',
      title: labelText('general:columns.name'),
      sorter: locale === 'en_US',
      render: (_, role) => localName(role, locale),
    },
    {
      key: 'description',
      title: t('roles.fields.description'),
      render: (_, { description }) => <LongText text={description} />,
    },
    {
      key: 'permissions',
      title: t('roles.fields.permissions'),
      align: 'right',
      render: (_, role) => (role.allAccess ? t('roles.all') : count(role.permissions.length)),
    },
    {
      key: 'menuIds',
      title: t('roles.fields.menuIds'),
      align: 'right',
      render: (_, role) => (role.allAccess ? t('roles.all') : count(role.menuIds.length)),
    },
    {
      key: 'userCount',
      title: labelText('administration:columns.userCount'),
      align: 'right',
      render: (_, role) => count(role.userCount),
    },
    updatedColumn(t),
    actionsColumn<TRole>(t, (role) => (
      <>
        <RowAction label={role.allAccess || !remove ? t('list.view') : t('list.edit')} onClick={() => open(role)} />
        {remove && !role.allAccess && (
          <ConfirmedRowAction
            danger
            label={t('list.delete')}
            question={t('roles.deleteQuestion', { code: role.roleCode })}
            onConfirm={() => remove(role)}
          />
        )}
      </>
    )),
  ];
}
