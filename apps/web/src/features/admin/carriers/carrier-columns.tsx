import type { TLocale } from '@apex/shared/i18n';
import type { TCarrier } from '@apex/shared/master';
import { Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { ConfirmedRowAction } from '../../../kit/list/confirmed-row-action';
import { RowAction } from '../../../kit/list/row-action';
import { actionsColumn } from '../../../kit/list/row-actions';
import { updatedColumn } from '../../../kit/list/updated-column';
import { localName } from '../../../kit/local-name';
import { CARRIER_LABELS } from './carrier-labels';

interface CarrierActions {
  edit: (carrier: TCarrier) => void;
  remove: (carrier: TCarrier) => Promise<unknown>;
}

/** Columns of the carrier list; the blacklist tag shows its reason on hover. */
export function useCarrierColumns(actions: CarrierActions | undefined): ColumnsType<TCarrier> {
  const { t, i18n } = useTranslation('admin');
  const labelText = useLabel();
  const locale = i18n.language as TLocale;
  const columns: ColumnsType<TCarrier> = [
    { key: 'scac', dataIndex: 'scac', title: labelText(CARRIER_LABELS.scac), sorter: true },
    // Sorted by the English name, so sortable only when that is the one shown.
    {
      key: 'nameEn',
      title: labelText('general:columns.name'),
      sorter: locale === 'en_US',
      render: (_, c) => localName(c, locale),
    },
    {
      key: 'blacklisted',
      title: labelText(CARRIER_LABELS.blacklisted),
      render: (_, { blacklisted, blacklistReason }) =>
        blacklisted ? (
          <Tooltip title={blacklistReason}>
            <Tag color="error">{labelText('general:columns.blacklisted')}</Tag>
          </Tooltip>
        ) : null,
    },
    updatedColumn(t),
  ];
  if (!actions) return columns;
  return [
    ...columns,
    actionsColumn<TCarrier>(t, (carrier) => (
      <>
        <RowAction label={t('list.edit')} onClick={() => actions.edit(carrier)} />
        <ConfirmedRowAction
          danger
          label={t('list.delete')}
          question={t('carriers.deleteQuestion', { code: carrier.scac })}
          onConfirm={() => actions.remove(carrier)}
        />
      </>
    )),
  ];
}
