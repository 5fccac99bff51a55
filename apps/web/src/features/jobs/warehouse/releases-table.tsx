import { localTime } from '@apex/shared/format';
import type { TWarehouseEntry, TWarehouseRelease } from '@apex/shared/movement';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmedRowAction } from '../../../kit/list/confirmed-row-action';
import { cargoColumns } from './warehouse-columns';
import { useWarehouseLabel } from './warehouse-labels';

/** An entry's warehouse outs, oldest first: what, when and who; a mistaken one may be taken back. */
export function ReleasesTable({
  entry,
  onTakeBack,
}: {
  entry: TWarehouseEntry;
  onTakeBack?: (releaseId: number) => Promise<unknown>;
}) {
  const { t } = useTranslation('jobWarehouse');
  const label = useWarehouseLabel();
  const when = (at: string) => localTime(at, 'YYYY-MM-DD HH:mm');
  return (
    <Table<TWarehouseRelease>
      size="small"
      rowKey="id"
      pagination={false}
      title={() => t('releases.title')}
      dataSource={entry.releases}
      columns={[
        { key: 'outAt', title: label.field('outAt'), width: 150, render: (_, r) => when(r.outAt) },
        ...cargoColumns<TWarehouseRelease>(label),
        { key: 'createdBy', title: label.field('outBy'), width: 100, dataIndex: 'createdBy' },
        { key: 'remark', title: label.field('remark'), width: 200, dataIndex: 'remark' },
        ...(onTakeBack
          ? [
              {
                key: 'takeBack',
                width: 90,
                render: (_: unknown, r: TWarehouseRelease) => (
                  <ConfirmedRowAction
                    label={t('actions.takeBack')}
                    question={t('dialog.takeBackQuestion', { packages: r.packages, at: when(r.outAt) })}
                    onConfirm={() => onTakeBack(r.id)}
                  />
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
