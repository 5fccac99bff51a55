import { formatMoney, localTime } from '@apex/shared/format';
import type { TCustomsEntrustment } from '@apex/shared/movement';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, failureText } from '../../../api/client';
import { ConfirmedRowAction } from '../../../kit/list/confirmed-row-action';
import { routeQueryKey } from '../../../kit/list/route-query-key';
import { RowAction } from '../../../kit/list/row-action';
import { actionsColumn } from '../../../kit/list/row-actions';
import type { JobTabProps } from '../card/job-tab-props';
import { jobApi } from '../job-api';
import { CustomsFacts } from './customs-facts';
import { type CustomsField, useCustomsLabel } from './customs-labels';
import { EntrustmentDialog } from './entrustment-dialog';

type Dialog = { entrustment?: TCustomsEntrustment };

const ONE_LINE = { whiteSpace: 'nowrap' } as const;
const BROKER = { maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' } as const;
/** What an entrustment shows under its row: the exam, the cancel and the remark, those it has. */
const DETAILS = [
  'examOrderedDate',
  'examDoneDate',
  'examReleaseDate',
  'examResult',
  'cancelDate',
  'cancelReason',
  'remark',
] as const satisfies readonly (CustomsField & keyof TCustomsEntrustment)[];

/**
 * The job card's customs tab (spec §2.8, §3 Customs): the job's entrustments to brokers, and the
 * customs dates they give the job (the general tab shows the same, read-only).
 */
export function CustomsTab({ jobType, jobId }: JobTabProps) {
  const { t } = useTranslation('jobCustoms');
  const { t: ta } = useTranslation('admin');
  const label = useCustomsLabel();
  const { message } = App.useApp();
  const routes = jobApi(jobType).customs;
  const loaded = useQuery({
    queryKey: routeQueryKey(routes.get, { id: jobId }),
    queryFn: () => call(routes.get, { params: { id: jobId } }, { isStopError: true }),
  });
  const [dialog, setDialog] = useState<Dialog>();
  if (loaded.isError) return <Alert type="error" showIcon title={failureText(loaded.error)} />;
  const customs = loaded.data;
  const remove = (e: TCustomsEntrustment) =>
    call(routes.remove, { params: { id: jobId, entrustmentId: e.id }, query: { version: e.version } }).then(() =>
      message.success(t('dialog.deleted', { no: e.entrustmentNo })),
    );
  // Each header and cell on one line, the columns as wide as they need: the steps at 1366 px
  // without a sideways scroll; the exam and cancel details open under the row.
  const text = (key: CustomsField & keyof TCustomsEntrustment) => ({
    key,
    dataIndex: key,
    title: label.field(key),
    onHeaderCell: () => ({ style: ONE_LINE }),
    onCell: () => ({ style: ONE_LINE }),
  });
  const columns: ColumnsType<TCustomsEntrustment> = [
    {
      ...text('entrustmentNo'),
      render: (no: string, e) => (
        <>
          {no} {e.cancelDate && <Tag>{t('tab.cancelled')}</Tag>}
        </>
      ),
    },
    {
      ...text('broker'),
      render: (_, e) => (
        <div title={e.brokerName} style={BROKER}>
          {e.brokerName}
        </div>
      ),
    },
    text('declarationNo'),
    text('entryNo'),
    text('entryDate'),
    { ...text('releasedAt'), render: (at: string | null) => (at ? localTime(at, 'YYYY-MM-DD HH:mm') : '') },
    {
      ...text('taxTotal'),
      align: 'right',
      render: (total: string | null, e) => (total === null ? '' : `${e.taxCurrency} ${formatMoney(total)}`),
    },
    actionsColumn<TCustomsEntrustment>(ta, (e) =>
      e.cancelDate ? null : (
        <>
          <RowAction label={ta('list.edit')} onClick={() => setDialog({ entrustment: e })} />
          <ConfirmedRowAction
            danger
            label={ta('list.delete')}
            question={t('dialog.deleteQuestion', { no: e.entrustmentNo })}
            onConfirm={() => remove(e)}
          />
        </>
      ),
    ),
  ];
  return (
    <Card
      size="small"
      title={customs ? label.kind(customs.kind) : null}
      extra={
        <Button size="small" type="primary" disabled={!customs} onClick={() => setDialog({})}>
          {t('actions.new')}
        </Button>
      }
    >
      {customs && <CustomsFacts facts={customs.facts} />}
      <Table<TCustomsEntrustment>
        size="small"
        rowKey="id"
        bordered
        loading={loaded.isPending}
        pagination={false}
        columns={columns}
        dataSource={customs?.entrustments}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('tab.empty') }}
        expandable={{
          rowExpandable: (e) => DETAILS.some((key) => e[key]),
          expandedRowRender: (e) => (
            <Descriptions
              size="small"
              column={3}
              items={DETAILS.filter((key) => e[key]).map((key) => ({ key, label: label.field(key), children: e[key] }))}
            />
          ),
        }}
      />
      {dialog && customs && (
        <EntrustmentDialog
          jobType={jobType}
          jobId={jobId}
          jobNo={customs.jobNo}
          entrustment={dialog.entrustment}
          onClose={() => setDialog(undefined)}
        />
      )}
    </Card>
  );
}
