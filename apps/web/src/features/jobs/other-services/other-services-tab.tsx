import { LockOutlined } from '@ant-design/icons';
import type { TOtherService } from '@apex/shared/movement';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, failureText } from '../../../api/client';
import { ConfirmedRowAction } from '../../../kit/list/confirmed-row-action';
import { routeQueryKey } from '../../../kit/list/route-query-key';
import { RowAction } from '../../../kit/list/row-action';
import { actionsColumn } from '../../../kit/list/row-actions';
import { MoneyText } from '../../finance/money-column';
import type { JobTabProps } from '../card/job-tab-props';
import { jobPartQueryKey } from '../cargo-grid/job-part-query';
import { jobApi } from '../job-api';
import { OtherServiceDialog } from './other-service-dialog';
import { type OtherServiceField, useOtherServiceLabel } from './other-service-labels';

type Dialog = { service?: TOtherService };

/** Where a service's cost is on the charges tab, and why it no longer changes when it does not. */
function CostLine({ service }: { service: TOtherService }) {
  const { t } = useTranslation('jobOtherServices');
  const line = service.costLine;
  if (!line) return null;
  const lock = line.invoiced
    ? t('tab.costLocked', { n: line.lineNo, invoiceNo: line.invoiceNo || '—' })
    : line.checked
      ? t('tab.costChecked', { n: line.lineNo })
      : null;
  return (
    <Space size={4}>
      <Typography.Text type="secondary">{t('tab.costLine', { n: line.lineNo })}</Typography.Text>
      {lock && (
        <Tooltip title={lock}>
          <LockOutlined aria-label={lock} />
        </Tooltip>
      )}
    </Space>
  );
}

/**
 * The job card's other service tab (spec §2.8): insurance, fumigation, inspection… each with its
 * supplier, dates, reference and cost; the cost is an AP line of the charges tab, kept by the service.
 */
export function OtherServicesTab({ jobType, jobId }: JobTabProps) {
  const { t } = useTranslation('jobOtherServices');
  const { t: ta } = useTranslation('admin');
  const label = useOtherServiceLabel();
  const { message } = App.useApp();
  const routes = jobApi(jobType).otherServices;
  const loaded = useQuery({
    queryKey: routeQueryKey(routes.get, { id: jobId }),
    queryFn: () => call(routes.get, { params: { id: jobId } }, { isStopError: true }),
  });
  const [dialog, setDialog] = useState<Dialog>();
  // A service's cost line moved with the save: the charges tab reads its lines and profit again.
  const queryClient = useQueryClient();
  const chargesChanged = () => queryClient.invalidateQueries({ queryKey: jobPartQueryKey('charges', jobType, jobId) });
  if (loaded.isError) return <Alert type="error" showIcon title={failureText(loaded.error)} />;
  const data = loaded.data;
  const remove = (s: TOtherService) =>
    call(routes.remove, { params: { id: jobId, serviceId: s.id }, query: { version: s.version } }).then(() => {
      void chargesChanged();
      return message.success(t('dialog.deleted', { kind: label.kind(s.kind) }));
    });
  const text = (key: OtherServiceField & keyof TOtherService, width: number) => ({
    key,
    dataIndex: key,
    title: label.field(key),
    width,
  });
  const columns: ColumnsType<TOtherService> = [
    { ...text('kind', 150), render: (_, s) => label.kind(s.kind) },
    { ...text('supplier', 190), render: (_, s) => s.supplierName },
    text('orderedDate', 100),
    text('doneDate', 100),
    text('referenceNo', 120),
    text('chargeCode', 80),
    {
      ...text('amount', 110),
      align: 'right',
      render: (amount: string | null, s) =>
        amount === null ? '' : <MoneyText amount={amount} currency={s.currency ?? ''} />,
    },
    {
      key: 'localAmount',
      title: `${label.field('localAmount')} (${data?.localCurrency ?? ''})`,
      width: 110,
      align: 'right',
      render: (_, s) => <MoneyText amount={s.costLine?.localAmount} />,
    },
    { key: 'costLine', title: label.field('cost'), width: 170, render: (_, s) => <CostLine service={s} /> },
    actionsColumn<TOtherService>(ta, (s) => (
      <>
        <RowAction label={ta('list.edit')} onClick={() => setDialog({ service: s })} />
        <ConfirmedRowAction
          danger
          label={ta('list.delete')}
          question={t('dialog.deleteQuestion', { kind: label.kind(s.kind) })}
          onConfirm={() => remove(s)}
        />
      </>
    )),
  ];
  return (
    <Card
      size="small"
      extra={
        <Button size="small" type="primary" disabled={!data} onClick={() => setDialog({})}>
          {t('actions.new')}
        </Button>
      }
    >
      <Table<TOtherService>
        size="small"
        rowKey="id"
        bordered
        loading={loaded.isPending}
        pagination={false}
        columns={columns}
        dataSource={data?.services}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('tab.empty') }}
        expandable={{
          rowExpandable: (s) => s.remark !== '',
          expandedRowRender: (s) => s.remark,
        }}
      />
      {dialog && data && (
        <OtherServiceDialog
          jobType={jobType}
          jobId={jobId}
          jobNo={data.jobNo}
          service={dialog.service}
          onClose={(saved) => {
            if (saved) void chargesChanged();
            setDialog(undefined);
          }}
        />
      )}
    </Card>
  );
}
