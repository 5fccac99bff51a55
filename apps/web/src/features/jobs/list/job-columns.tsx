import type { TLocale } from '@apex/shared/i18n';
import type { TJobListRow } from '@apex/shared/jobs';
import { Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { useJobListLabel } from './job-list-labels';
import { InvoiceStatusTag, JobStatusTag } from './job-status-tag';

/** The grid's columns; `key` is what the column chooser saves, `sorter` only on the server's whitelist. */
export function useJobColumns(): ColumnsType<TJobListRow> {
  const { i18n } = useTranslation();
  const locale = i18n.language as TLocale;
  const label = useJobListLabel();
  const labelText = useLabel();
  const text = (key: keyof TJobListRow, title: string, width: number, sorter = false) => ({
    key,
    dataIndex: key,
    title,
    width,
    sorter,
    ellipsis: true,
  });
  return [
    { ...text('jobNo', label('jobNo'), 140, true), fixed: 'left' },
    { key: 'jobMode', dataIndex: 'jobMode', title: label('jobMode'), width: 86 },
    {
      key: 'jobStatus',
      title: label('jobStatus'),
      width: 104,
      sorter: true,
      render: (_, j) => <JobStatusTag status={j.jobStatus} />,
    },
    {
      key: 'customer',
      title: label('customer'),
      width: 220,
      ellipsis: true,
      render: (_, j) =>
        j.customer && (
          <Space size={4}>
            {j.customer.blacklisted && (
              <Tooltip title={labelText('general:columns.blacklisted')}>
                <Tag color="red">{labelText('general:columns.blacklisted')}</Tag>
              </Tooltip>
            )}
            <span>{`${j.customer.code} ${locale === 'en_US' ? j.customer.name : j.customer.nameCn || j.customer.name}`}</span>
          </Space>
        ),
    },
    text('shipper', label('shipper'), 180),
    text('consignee', label('consignee'), 180),
    text('carrier', label('carrier'), 70),
    text('vessel', label('vessel'), 140, true),
    text('voyage', label('voyage'), 70),
    text('pol', label('pol'), 70),
    text('pod', label('pod'), 70),
    text('etd', label('etd'), 95, true),
    text('eta', label('eta'), 95, true),
    text('mblNo', label('mblNo'), 140, true),
    text('hblNo', label('hblNo'), 130),
    text('containers', label('containers'), 90),
    text('operator', label('operator'), 100),
    text('sales', label('sales'), 100),
    {
      key: 'invoiceStatus',
      title: label('invoiceStatus'),
      width: 90,
      render: (_, j) => <InvoiceStatusTag status={j.invoiceStatus} />,
    },
    {
      key: 'operationAt',
      dataIndex: 'operationAt',
      title: label('operationAt'),
      width: 160,
      sorter: true,
      render: (v: string) => new Date(v).toLocaleString(locale.replace('_', '-'), { hour12: false }),
    },
  ];
}
