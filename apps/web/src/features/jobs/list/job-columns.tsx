import type { TLocale } from '@apex/shared/i18n';
import type { TJobListRow } from '@apex/shared/jobs';
import { Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { InvoiceStatusTag, JobStatusTag } from './job-status-tag';

/** The grid's columns; `key` is what the column chooser saves, `sorter` only on the server's whitelist. */
export function useJobColumns(): ColumnsType<TJobListRow> {
  const { t, i18n } = useTranslation('jobList');
  const locale = i18n.language as TLocale;
  const text = (key: keyof TJobListRow, title: string, width: number, sorter = false) => ({
    key,
    dataIndex: key,
    title,
    width,
    sorter,
    ellipsis: true,
  });
  return [
    { ...text('jobNo', t('fields.jobNo'), 140, true), fixed: 'left' },
    { key: 'jobMode', dataIndex: 'jobMode', title: t('fields.jobMode'), width: 86 },
    {
      key: 'jobStatus',
      title: t('fields.jobStatus'),
      width: 104,
      sorter: true,
      render: (_, j) => <JobStatusTag status={j.jobStatus} />,
    },
    {
      key: 'customer',
      title: t('fields.customer'),
      width: 220,
      ellipsis: true,
      render: (_, j) =>
        j.customer && (
          <Space size={4}>
            {j.customer.blacklisted && (
              <Tooltip title={t('blacklisted')}>
                <Tag color="red">{t('blacklisted')}</Tag>
              </Tooltip>
            )}
            <span>{`${j.customer.code} ${locale === 'en_US' ? j.customer.name : j.customer.nameCn || j.customer.name}`}</span>
          </Space>
        ),
    },
    text('shipper', t('fields.shipper'), 180),
    text('consignee', t('fields.consignee'), 180),
    text('carrier', t('fields.carrier'), 70),
    text('vessel', t('fields.vessel'), 140, true),
    text('voyage', t('fields.voyage'), 70),
    text('pol', t('fields.pol'), 70),
    text('pod', t('fields.pod'), 70),
    text('etd', t('fields.etd'), 95, true),
    text('eta', t('fields.eta'), 95, true),
    text('mblNo', t('fields.mblNo'), 140, true),
    text('hblNo', t('fields.hblNo'), 130),
    text('containerTypeQty', t('fields.containers'), 90),
    text('operator', t('fields.operator'), 100),
    text('sales', t('fields.sales'), 100),
    {
      key: 'invoiceStatus',
      title: t('fields.invoiceStatus'),
      width: 90,
      render: (_, j) => <InvoiceStatusTag status={j.invoiceStatus} />,
    },
    {
      key: 'operationAt',
      dataIndex: 'operationAt',
      title: t('fields.operationAt'),
      width: 160,
      sorter: true,
      render: (v: string) => new Date(v).toLocaleString(locale.replace('_', '-'), { hour12: false }),
    },
  ];
}
