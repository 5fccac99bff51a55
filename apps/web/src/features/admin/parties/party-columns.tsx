import type { TLocale } from '@apex/shared/i18n';
import { PARTY_ROLE_LABELS, type TPartyRow } from '@apex/shared/master';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { ConfirmedRowAction } from '../../../kit/list/confirmed-row-action';
import { RowAction } from '../../../kit/list/row-action';
import { actionsColumn } from '../../../kit/list/row-actions';
import { updatedColumn } from '../../../kit/list/updated-column';
import { localName } from '../../../kit/local-name';
import { BlacklistTag } from './blacklist-tag';
import { usePartyLabel } from './party-labels';

/** What the user may do to a party; each only for parties of the offices they work in. */
interface PartyActions {
  edit?: (party: TPartyRow) => void;
  credit?: (party: TPartyRow) => void;
  remove?: (party: TPartyRow) => Promise<unknown>;
  mine: (party: TPartyRow) => boolean;
}

/** Columns of the party list: who it is, what it plays, whose it is, its credit and blacklist. */
export function usePartyColumns(actions: PartyActions): ColumnsType<TPartyRow> {
  const { t, i18n } = useTranslation('parties');
  const labelText = useLabel();
  const label = usePartyLabel();
  const { t: ta } = useTranslation('admin');
  const locale = i18n.language as TLocale;
  const columns: ColumnsType<TPartyRow> = [
    { key: 'code', dataIndex: 'code', title: label('code'), sorter: true },
    // Sorted by the English name, so sortable only when that is the one shown.
    {
      key: 'nameEn',
      title: labelText('general:columns.name'),
      sorter: locale === 'en_US',
      render: (_, p) => localName(p, locale),
    },
    {
      key: 'roles',
      title: label('roles'),
      render: (_, { roles }) => roles.map((role) => <Tag key={role}>{labelText(PARTY_ROLE_LABELS[role])}</Tag>),
    },
    { key: 'officeCode', dataIndex: 'officeCode', title: label('officeCode'), sorter: true },
    {
      key: 'creditLimit',
      title: label('credit'),
      sorter: true,
      align: 'right',
      render: (_, p) =>
        p.creditLimit === null
          ? t('noCredit')
          : t('creditTerms', { limit: p.creditLimit, currency: p.creditCurrency, days: p.creditDays }),
    },
    {
      key: 'blacklisted',
      title: label('blacklisted'),
      render: (_, p) => (p.blacklisted ? <BlacklistTag reason={p.blacklistReason} /> : null),
    },
    updatedColumn(ta),
  ];
  const { edit, credit, remove, mine } = actions;
  if (!edit && !credit && !remove) return columns;
  return [
    ...columns,
    actionsColumn<TPartyRow>(ta, (party) =>
      mine(party) ? (
        <>
          {edit && <RowAction label={ta('list.edit')} onClick={() => edit(party)} />}
          {credit && <RowAction label={t('credit')} onClick={() => credit(party)} />}
          {remove && (
            <ConfirmedRowAction
              danger
              label={ta('list.delete')}
              question={t('deleteQuestion', { code: party.code })}
              onConfirm={() => remove(party)}
            />
          )}
        </>
      ) : null,
    ),
  ];
}
