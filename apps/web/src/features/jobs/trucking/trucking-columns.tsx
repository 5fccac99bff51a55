import { formatDateTime } from '@apex/shared/format';
import { TRUCKING_DIRECTIONS, TRUCKING_KINDS, type TTruckingRow } from '@apex/shared/movement';
import type { ColumnsType } from 'antd/es/table';
import { useLabel } from '../../../i18n/use-label';
import { EntrustmentStatusTag } from '../entrustment/entrustment-status';

/** spec §9: a moment in the local zone, YYYY-MM-DD HH:mm:ss. */
export const localMoment = (at: string | null) => (at ? formatDateTime(new Date(at)) : '');

/** The trucking orders' columns (spec §3 Trucking), shared by the job's tab and the trucking lists. */
export function useTruckingColumns({ withJob = true } = {}): ColumnsType<TTruckingRow> {
  const label = useLabel();
  const columns: ColumnsType<TTruckingRow> = [
    {
      key: 'truckingNo',
      dataIndex: 'truckingNo',
      title: label('trucking:fields.truckingNo'),
      sorter: withJob,
      width: 160,
    },
    {
      key: 'status',
      title: label('trucking:fields.status'),
      width: 130,
      render: (_, r) => <EntrustmentStatusTag status={r.status} />,
    },
    { key: 'kind', title: label('trucking:fields.kind'), width: 110, render: (_, r) => label(TRUCKING_KINDS[r.kind]) },
    {
      key: 'direction',
      title: label('trucking:fields.direction'),
      width: 100,
      render: (_, r) => label(TRUCKING_DIRECTIONS[r.direction]),
    },
    { key: 'jobNo', dataIndex: 'jobNo', title: label('jobs:columns.jobNo'), width: 150 },
    { key: 'mblNo', dataIndex: 'mblNo', title: label('jobs:fields.mblNo'), width: 150 },
    { key: 'containerNos', dataIndex: 'containerNos', title: label('jobs:fields.containerNo'), width: 220 },
    { key: 'jobCount', dataIndex: 'jobCount', title: label('trucking:fields.jobCount'), width: 70, align: 'right' },
    { key: 'truckerName', dataIndex: 'truckerName', title: label('trucking:fields.trucker'), width: 220 },
    {
      key: 'truckingDate',
      dataIndex: 'truckingDate',
      title: label('trucking:fields.truckingDate'),
      sorter: withJob,
      width: 110,
    },
    { key: 'vehicleType', dataIndex: 'vehicleType', title: label('trucking:fields.vehicleType'), width: 100 },
    { key: 'appointmentNo', dataIndex: 'appointmentNo', title: label('trucking:fields.appointmentNo'), width: 130 },
    {
      key: 'appointmentAt',
      title: label('trucking:fields.appointmentAt'),
      sorter: withJob,
      width: 160,
      render: (_, r) => localMoment(r.appointmentAt),
    },
    {
      key: 'deliveredAt',
      title: label('trucking:fields.deliveredAt'),
      width: 160,
      render: (_, r) => localMoment(r.deliveredAt),
    },
    { key: 'consigneeName', dataIndex: 'consigneeName', title: label('masterData:partyRoles.CONSIGNEE'), width: 200 },
  ];
  // The tab is one job's: its MB/L column would repeat itself (a united order's job no still tells which job made it).
  return withJob ? columns : columns.filter((c) => c.key !== 'mblNo');
}
