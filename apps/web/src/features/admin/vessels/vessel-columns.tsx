import type { TVessel } from '@apex/shared/master';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { ConfirmedRowAction } from '../../../kit/list/confirmed-row-action';
import { RowAction } from '../../../kit/list/row-action';
import { actionsColumn } from '../../../kit/list/row-actions';
import { updatedColumn } from '../../../kit/list/updated-column';
import { VESSEL_LABELS } from './vessel-labels';

interface VesselActions {
  edit: (vessel: TVessel) => void;
  remove: (vessel: TVessel) => Promise<unknown>;
}

/** Columns of the vessel list (spec §3: vessel, Lloyd no, flag, updater, update time). */
export function useVesselColumns(actions: VesselActions | undefined): ColumnsType<TVessel> {
  const { t } = useTranslation('admin');
  const labelText = useLabel();
  const columns: ColumnsType<TVessel> = [
    { key: 'vesselName', dataIndex: 'vesselName', title: labelText(VESSEL_LABELS.vesselName), sorter: true },
    { key: 'lloydNo', dataIndex: 'lloydNo', title: labelText(VESSEL_LABELS.lloydNo), sorter: true },
    {
      key: 'flag',
      title: labelText(VESSEL_LABELS.flag),
      sorter: true,
      render: (_, { flag, flagName }) => `${flag} · ${flagName}`,
    },
    { key: 'updatedBy', dataIndex: 'updatedBy', title: labelText(VESSEL_LABELS.updatedBy) },
    updatedColumn(t),
  ];
  if (!actions) return columns;
  return [
    ...columns,
    actionsColumn<TVessel>(t, (vessel) => (
      <>
        <RowAction label={t('list.edit')} onClick={() => actions.edit(vessel)} />
        <ConfirmedRowAction
          danger
          label={t('list.delete')}
          question={t('vessels.deleteQuestion', { name: vessel.vesselName })}
          onConfirm={() => actions.remove(vessel)}
        />
      </>
    )),
  ];
}
