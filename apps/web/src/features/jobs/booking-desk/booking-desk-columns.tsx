import { CheckOutlined } from '@ant-design/icons';
import { JOB_STATUSES } from '@apex/shared/jobs';
import type { TBookingDeskRow } from '@apex/shared/movement';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { LabelText } from '../../../i18n/use-label';
import type { useBookingLabel, useBookingStatusLabel } from '../booking/booking-labels';
import { CutoffCell } from './cutoff-cell';

const STATUS_COLOURS = { REQUESTED: 'processing', CONFIRMED: 'success', REJECTED: 'error', CANCELLED: 'default' };
const CUTOFFS = ['cyCutoff', 'cfsCutoff', 'docCutoff', 'vgmCutoff'] as const;

interface Labels {
  field: ReturnType<typeof useBookingLabel>;
  status: ReturnType<typeof useBookingStatusLabel>;
  labelText: LabelText;
  firstCutoff: string;
}

/** The booking desk's columns: the job, the carrier's answer, and the cut-offs as they approach. */
export function bookingDeskColumns({ field, status, labelText, firstCutoff }: Labels, now: Date) {
  const columns: ColumnsType<TBookingDeskRow> = [
    { key: 'jobNo', dataIndex: 'jobNo', title: labelText('jobs:columns.jobNo'), width: 150, sorter: true },
    {
      key: 'status',
      title: field('status'),
      width: 110,
      render: (_, r) => <Tag color={STATUS_COLOURS[r.status]}>{status(r.status)}</Tag>,
    },
    { key: 'bookingNo', dataIndex: 'bookingNo', title: field('bookingNo'), width: 140 },
    { key: 'carrierName', dataIndex: 'carrierName', title: field('carrier'), width: 180 },
    {
      key: 'firstCutoff',
      title: firstCutoff,
      width: 150,
      sorter: true,
      render: (_, r) => <CutoffCell at={r.firstCutoff} now={now} />,
    },
    ...CUTOFFS.map((key) => ({
      key,
      title: field(key),
      width: 150,
      render: (_: unknown, r: TBookingDeskRow) => <CutoffCell at={r[key]} now={now} />,
    })),
    { key: 'etd', dataIndex: 'etd', title: labelText('jobs:columns.etd'), width: 100, sorter: true },
    {
      key: 'vessel',
      title: field('vessel'),
      width: 180,
      render: (_, r) => [r.vessel, r.voyage].filter(Boolean).join(' / '),
    },
    { key: 'pol', dataIndex: 'pol', title: labelText('jobs:columns.pol'), width: 80 },
    { key: 'pod', dataIndex: 'pod', title: labelText('jobs:columns.pod'), width: 80 },
    {
      key: 'soReleased',
      title: field('soReleased'),
      width: 90,
      align: 'center',
      render: (_, r) => (r.soReleased ? <CheckOutlined style={{ color: '#52c41a' }} /> : null),
    },
    { key: 'customerName', dataIndex: 'customerName', title: labelText('jobs:fields.customer'), width: 200 },
    {
      key: 'jobStatus',
      title: labelText('jobs:fields.jobStatus'),
      width: 100,
      render: (_, r) => labelText(JOB_STATUSES[r.jobStatus]),
    },
  ];
  return columns;
}
