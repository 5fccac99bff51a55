import { CLOSE_STATUSES, REVIEW_STATUSES } from '@apex/shared/finance';
import { formatMoney, localTime } from '@apex/shared/format';
import type { TLocale } from '@apex/shared/i18n';
import { INVOICE_STATUSES, JOB_STATUSES, type TJobListRow } from '@apex/shared/jobs';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { CloseStatusTag, ReviewStatusTag } from '../../finance/status-tags';
import { useJobListLabel } from './job-list-labels';
import { InvoiceStatusTag, JobStatusTag } from './job-status-tag';
import { ProfitCell, percentText } from './profit-cell';

/** A column's key: a field of the row. */
type JobColumnKey = keyof TJobListRow & string;

/**
 * What a cell says as words: the customer in the user's language, a status as the catalogue names
 * it, a time in the local zone in spec §9's format. The grid and the printed list say the same.
 */
export function useJobCellText() {
  const { i18n } = useTranslation();
  const locale = i18n.language as TLocale;
  const labelText = useLabel();
  return (row: TJobListRow, key: JobColumnKey): string => {
    switch (key) {
      case 'customer':
        return row.customer
          ? `${row.customer.code} ${locale === 'en_US' ? row.customer.name : row.customer.nameCn || row.customer.name}`
          : '';
      case 'jobStatus':
        return labelText(JOB_STATUSES[row.jobStatus]);
      case 'invoiceStatus':
        return labelText(INVOICE_STATUSES[row.invoiceStatus]);
      case 'closeStatus':
        return labelText(CLOSE_STATUSES[row.closeStatus]);
      case 'reviewStatus':
        return labelText(REVIEW_STATUSES[row.reviewStatus]);
      case 'profitLocal':
        return formatMoney(row.profitLocal);
      case 'marginPct':
        return percentText(row.marginPct);
      case 'operationAt':
        return localTime(row.operationAt);
      default:
        return String(row[key] ?? '');
    }
  };
}

/** The grid's columns; `key` is what the column chooser saves, `sorter` only on the server's whitelist. */
export function useJobColumns(): ColumnsType<TJobListRow> {
  const label = useJobListLabel();
  const labelText = useLabel();
  const cellText = useJobCellText();
  const { t } = useTranslation('jobTracking');
  const text = (key: JobColumnKey, title: string, width: number, sorter = false) => ({
    key,
    dataIndex: key,
    title,
    width,
    sorter,
  });
  return [
    { ...text('jobNo', label('jobNo'), 130, true), fixed: 'left' },
    text('jobMode', label('jobMode'), 90),
    {
      key: 'jobStatus',
      title: label('jobStatus'),
      width: 110,
      sorter: true,
      render: (_, j) => <JobStatusTag status={j.jobStatus} />,
    },
    {
      key: 'customer',
      title: label('customer'),
      width: 220,
      render: (_, j) =>
        j.customer && (
          <Flex gap={4} align="center">
            {j.customer.blacklisted && (
              <Tooltip title={labelText('general:columns.blacklisted')}>
                <Tag color="red">{labelText('general:columns.blacklisted')}</Tag>
              </Tooltip>
            )}
            {j.customer.overCredit && <Tag color="warning">{labelText('finance:fields.overCredit')}</Tag>}
            {/* A flex item shrinks below its text only with min-width 0; then it ends in an ellipsis. */}
            <Typography.Text ellipsis={{ tooltip: cellText(j, 'customer') }} style={{ minWidth: 0 }}>
              {cellText(j, 'customer')}
            </Typography.Text>
          </Flex>
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
    {
      ...text('eta', label('eta'), 130, true),
      // issue 20: the carrier's arrival later than the ETA, flagged until the ETA is brought to it.
      render: (_, j) => (
        <Flex gap={4} align="center">
          {j.eta}
          {j.etaSlipDays !== null && (
            <Tooltip title={label('etaSlipped')}>
              <Tag color="red">{t('shipments.delay', { ns: 'jobTracking', days: j.etaSlipDays })}</Tag>
            </Tooltip>
          )}
        </Flex>
      ),
    },
    text('mblNo', label('mblNo'), 140, true),
    text('hblNo', label('hblNo'), 130),
    text('containers', label('containers'), 110),
    text('operator', label('operator'), 100),
    text('sales', label('sales'), 100),
    {
      key: 'invoiceStatus',
      title: label('invoiceStatus'),
      width: 100,
      render: (_, j) => <InvoiceStatusTag status={j.invoiceStatus} />,
    },
    {
      key: 'closeStatus',
      title: label('closeStatus'),
      width: 110,
      render: (_, j) => <CloseStatusTag status={j.closeStatus} />,
    },
    {
      key: 'reviewStatus',
      title: label('reviewStatus'),
      width: 120,
      render: (_, j) => <ReviewStatusTag status={j.reviewStatus} />,
    },
    {
      key: 'profitLocal',
      title: label('profitLocal'),
      width: 120,
      align: 'right',
      sorter: true,
      render: (_, j) => <ProfitCell profit={j.profitLocal} belowMinMargin={j.belowMinMargin} />,
    },
    {
      key: 'marginPct',
      title: label('marginPct'),
      width: 90,
      align: 'right',
      render: (_, j) => percentText(j.marginPct),
    },
    {
      ...text('operationAt', label('operationAt'), 150, true),
      render: (_, j) => cellText(j, 'operationAt'),
    },
  ];
}
