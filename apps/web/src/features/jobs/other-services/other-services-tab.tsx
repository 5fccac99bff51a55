import { LockOutlined } from '@ant-design/icons';
import type { TOtherService } from '@apex/shared/movement';
import { useQueryClient } from '@tanstack/react-query';
import { Space, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { fieldColumn } from '../../../kit/list/field-column';
import { MoneyText } from '../../finance/money-column';
import { JobRecordsCard } from '../card/job-records-card';
import type { JobTabProps } from '../card/job-tab-props';
import { useJobRecords } from '../card/use-job-records';
import { jobPartQueryKey } from '../cargo-grid/job-part-query';
import { jobApi } from '../job-api';
import { OtherServiceDialog } from './other-service-dialog';
import { type OtherServiceField, useOtherServiceLabel } from './other-service-labels';

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
  const label = useOtherServiceLabel();
  const tab = useJobRecords(jobApi(jobType).otherServices, jobId, 'serviceId', (data) => data.services);
  // A service's cost line moved with the save: the charges tab reads its lines and profit again.
  const queryClient = useQueryClient();
  const chargesChanged = () => queryClient.invalidateQueries({ queryKey: jobPartQueryKey('charges', jobType, jobId) });
  const data = tab.part;
  const text = fieldColumn<OtherServiceField & keyof TOtherService>(label.field);
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
    tab.actionsColumn((s) => (
      <>
        {tab.editAction(s)}
        {tab.deleteAction(s, {
          question: t('dialog.deleteQuestion', { kind: label.kind(s.kind) }),
          deleted: t('dialog.deleted', { kind: label.kind(s.kind) }),
          onDeleted: () => void chargesChanged(),
        })}
      </>
    )),
  ];
  return (
    <JobRecordsCard
      of={tab}
      newLabel={t('actions.new')}
      columns={columns}
      emptyText={t('tab.empty')}
      expandable={{
        rowExpandable: (s) => s.remark !== '',
        expandedRowRender: (s) => s.remark,
      }}
    >
      {tab.editing && data && (
        <OtherServiceDialog
          jobType={jobType}
          jobId={jobId}
          jobNo={data.jobNo}
          service={tab.editing.record}
          onClose={(saved) => {
            if (saved) void chargesChanged();
            tab.close();
          }}
        />
      )}
    </JobRecordsCard>
  );
}
