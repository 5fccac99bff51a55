import { API } from '@apex/shared';
import { AGING_BUCKET_CODES, AGING_BUCKETS, type TStatement, type TStatementRow } from '@apex/shared/finance';
import { DATE_FORMAT, formatMoney } from '@apex/shared/format';
import type { TLocale } from '@apex/shared/i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, DatePicker, Descriptions, Empty, Flex, Form, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { call, failureText } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { localName } from '../../../kit/local-name';
import { PreviewButton } from '../../../kit/preview-button';
import { PartySelect } from '../../admin/parties/party-select';
import { useFinanceOptions } from '../finance-options';
import { MoneyText, moneyColumn } from '../money-column';
import { StatementPrintHistory } from './statement-print-history';
import { readStatementQuery, writeStatementQuery } from './statement-query';

type Totals = TStatement['totals'][number];

/**
 * /finance/statement: a party's statement of account — its confirmed invoices with something
 * outstanding, aged from their aging begin date (0–30, 31–60, 61–90, over 90 days), the totals per
 * currency and bucket over all of them, and its credit. The query lives in the URL.
 */
export function StatementPage() {
  const { t, i18n } = useTranslation('financeDesk');
  const { t: tc } = useTranslation('common');
  const label = useLabel();
  const options = useFinanceOptions();
  const [search, setSearch] = useSearchParams();
  const query = readStatementQuery(search);
  const update = (patch: Partial<typeof query>) =>
    setSearch(writeStatementQuery(search, { ...query, page: 1, ...patch }));
  const statement = useQuery({
    queryKey: [API.finance.statement.tag, 'statement', query],
    queryFn: () => call(API.finance.statement, { query: { ...query, partyId: query.partyId! } }, { isStopError: true }),
    enabled: query.partyId !== undefined,
    placeholderData: keepPreviousData,
  });
  const data = statement.data;

  const bucketColumns: ColumnsType<Totals> = [
    { key: 'currency', dataIndex: 'currency', title: label('masterData:entities.currency'), width: 90 },
    ...AGING_BUCKET_CODES.map((bucket) => ({
      key: bucket,
      title: label(AGING_BUCKETS[bucket].label),
      align: 'right' as const,
      render: (_: unknown, row: Totals) => <MoneyText amount={row.buckets[bucket]} />,
    })),
    {
      key: 'total',
      title: label('finance:fields.outstanding'),
      align: 'right',
      render: (_, row) => <MoneyText amount={row.total} />,
    },
  ];
  const rowColumns: ColumnsType<TStatementRow> = [
    { key: 'invoiceNo', dataIndex: 'invoiceNo', title: label('finance:fields.invoiceNo'), width: 170 },
    { key: 'jobNo', dataIndex: 'jobNo', title: label('jobs:columns.jobNo'), width: 150 },
    { key: 'invoiceDate', dataIndex: 'invoiceDate', title: label('finance:fields.invoiceDate'), width: 110 },
    { key: 'agingBeginDate', dataIndex: 'agingBeginDate', title: label('finance:fields.agingBeginDate'), width: 120 },
    { key: 'dueDate', dataIndex: 'dueDate', title: label('finance:fields.dueDate'), width: 110 },
    { key: 'currency', dataIndex: 'currency', title: label('masterData:entities.currency'), width: 80 },
    moneyColumn<TStatementRow>('grossTotal', label('finance:fields.grossTotal')),
    moneyColumn<TStatementRow>('clearedAmount', label('finance:fields.clearedAmount')),
    moneyColumn<TStatementRow>('outstanding', label('finance:fields.outstanding')),
    { key: 'days', dataIndex: 'days', title: label('finance:fields.days'), align: 'right', width: 70 },
    { key: 'bucket', title: t('statement.bucket'), width: 110, render: (_, r) => label(AGING_BUCKETS[r.bucket].label) },
  ];

  return (
    <Card
      title={label('finance:menus.statement')}
      extra={
        query.partyId !== undefined && (
          <Space>
            <PreviewButton
              title={label('finance:menus.statement')}
              load={() =>
                call(
                  API.finance.printStatement,
                  { query: { partyId: query.partyId!, side: query.side, asOf: query.asOf } },
                  { isStopError: true },
                )
              }
            >
              {tc('print')}
            </PreviewButton>
            <StatementPrintHistory
              partyId={query.partyId}
              of={data ? `${data.party.code} · ${localName(data.party, i18n.language as TLocale)}` : ''}
            />
          </Space>
        )
      }
    >
      <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item label={label('finance:fields.settlementAccount')} required>
          <PartySelect
            value={query.partyId}
            style={{ width: 280 }}
            onChange={(partyId) => update({ partyId: partyId ?? undefined })}
          />
        </Form.Item>
        <Form.Item label={label('finance:fields.side')}>
          <Select
            value={query.side}
            options={options.sides}
            style={{ width: 110 }}
            onChange={(side) => update({ side })}
          />
        </Form.Item>
        <Form.Item label={t('statement.asOf')}>
          <DatePicker
            allowClear={false}
            value={dayjs(query.asOf ?? dayjs().format(DATE_FORMAT))}
            onChange={(day) => update({ asOf: day ? day.format(DATE_FORMAT) : undefined })}
          />
        </Form.Item>
      </Form>
      {statement.error && <Alert type="error" showIcon title={failureText(statement.error)} />}
      {!data ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('statement.pickParty')} />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions size="small" bordered column={4}>
            <Descriptions.Item label={label('finance:fields.settlementAccount')}>
              {data.party.code} · {localName(data.party, i18n.language as TLocale)}
            </Descriptions.Item>
            <Descriptions.Item label={label('masterData:columns.creditLimit')}>
              {data.credit.limit === null
                ? t('statement.noCredit')
                : formatMoney(data.credit.limit, { currency: data.credit.currency })}
            </Descriptions.Item>
            <Descriptions.Item label={label('finance:fields.exposure')}>
              <MoneyText amount={data.credit.exposure} currency={data.credit.currency} />
            </Descriptions.Item>
            <Descriptions.Item label={t('statement.flags')}>
              <Flex gap={4}>
                {data.credit.overCredit && <Tag color="error">{t('statement.overCredit')}</Tag>}
                {data.credit.blacklisted && <Tag color="error">{label('general:columns.blacklisted')}</Tag>}
                {!data.credit.overCredit && !data.credit.blacklisted && (
                  <Tag color="success">{t('statement.inGoodStanding')}</Tag>
                )}
              </Flex>
            </Descriptions.Item>
          </Descriptions>
          <Table<Totals>
            rowKey="currency"
            size="small"
            columns={bucketColumns}
            dataSource={data.totals}
            pagination={false}
            locale={{ emptyText: t('statement.nothingOpen') }}
          />
          <Table<TStatementRow>
            rowKey="invoiceId"
            size="small"
            loading={statement.isFetching}
            columns={rowColumns}
            dataSource={data.rows}
            scroll={{ x: 'max-content' }}
            pagination={{
              current: query.page,
              pageSize: query.pageSize,
              total: data.total,
              showSizeChanger: true,
              onChange: (page, pageSize) => update({ page, pageSize }),
            }}
          />
        </Space>
      )}
    </Card>
  );
}
