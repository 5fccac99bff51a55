import { API } from '@apex/shared';
import type { TClearing } from '@apex/shared/finance';
import { localTime } from '@apex/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Table, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { MoneyText } from '../money-column';

/** An invoice's clearings this many at most: more payments against one invoice than anyone reads. */
const HISTORY_MAX = 100;

/**
 * The payments and charge-offs against one invoice (issue 17 clearing), newest first, each with the
 * part of it this invoice took; a reversed one stays, marked, with its reason.
 */
export function ClearingHistory({ invoiceId, currency }: { invoiceId: number; currency: string }) {
  const { t } = useTranslation('jobCharges');
  // The clearing screen's words for a clearing's kind, who recorded it and its reversal.
  const { t: td } = useTranslation('financeDesk');
  const labelText = useLabel();
  const clearings = useQuery({
    queryKey: ['finance', 'invoice', invoiceId, 'clearings'],
    queryFn: () =>
      call(
        API.finance.clearings,
        { query: { invoiceId, page: 1, pageSize: HISTORY_MAX, sortField: 'clearedOn', sortOrder: 'descend' } },
        { isStopError: true },
      ),
  });
  const partOf = (c: TClearing) => c.items.find((item) => item.invoiceId === invoiceId)?.amount ?? null;
  return (
    <Table<TClearing>
      size="small"
      bordered
      pagination={false}
      rowKey="id"
      loading={clearings.isLoading}
      title={() => t('invoice.clearings')}
      locale={{ emptyText: t('invoice.noClearings') }}
      dataSource={clearings.data?.rows ?? []}
      columns={[
        { key: 'clearedOn', dataIndex: 'clearedOn', title: labelText('finance:fields.clearedOn') },
        {
          key: 'kind',
          title: td('clearing.kind'),
          render: (_, c) => td(`clearing.kinds.${c.kind}`),
        },
        {
          key: 'amount',
          title: labelText('finance:fields.clearedAmount'),
          align: 'right',
          render: (_, c) => <MoneyText amount={partOf(c)} currency={currency} />,
        },
        { key: 'bankReference', dataIndex: 'bankReference', title: labelText('finance:fields.bankReference') },
        {
          key: 'createdBy',
          title: td('clearing.recordedBy'),
          render: (_, c) => `${c.createdBy} ${localTime(c.createdAt)}`,
        },
        {
          key: 'reversed',
          render: (_, c) =>
            c.reversed && (
              <Tooltip title={`${c.reversedBy} ${localTime(c.reversedAt)}: ${c.reverseReason}`}>
                <Tag color="red">{td('clearing.reversedTag')}</Tag>
              </Tooltip>
            ),
        },
      ]}
    />
  );
}
