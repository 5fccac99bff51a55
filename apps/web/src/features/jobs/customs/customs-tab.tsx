import { formatMoney, localTime } from '@apex/shared/format';
import type { TCustomsEntrustment } from '@apex/shared/movement';
import { Descriptions, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { fieldColumn } from '../../../kit/list/field-column';
import { JobRecordsCard } from '../card/job-records-card';
import type { JobTabProps } from '../card/job-tab-props';
import { useJobRecords } from '../card/use-job-records';
import { jobApi } from '../job-api';
import { CustomsFacts } from './customs-facts';
import { type CustomsField, useCustomsLabel } from './customs-labels';
import { EntrustmentDialog } from './entrustment-dialog';

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
  const label = useCustomsLabel();
  const tab = useJobRecords(jobApi(jobType).customs, jobId, 'entrustmentId', (customs) => customs.entrustments);
  const customs = tab.part;
  const field = fieldColumn<CustomsField & keyof TCustomsEntrustment>(label.field);
  // Each header and cell on one line, the columns as wide as they need: the steps at 1366 px
  // without a sideways scroll; the exam and cancel details open under the row.
  const text = (key: CustomsField & keyof TCustomsEntrustment) => ({
    ...field(key),
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
    tab.actionsColumn((e) =>
      e.cancelDate ? null : (
        <>
          {tab.editAction(e)}
          {tab.deleteAction(e, {
            question: t('dialog.deleteQuestion', { no: e.entrustmentNo }),
            deleted: t('dialog.deleted', { no: e.entrustmentNo }),
          })}
        </>
      ),
    ),
  ];
  return (
    <JobRecordsCard
      of={tab}
      title={customs ? label.kind(customs.kind) : null}
      newLabel={t('actions.new')}
      facts={customs && <CustomsFacts facts={customs.facts} />}
      columns={columns}
      emptyText={t('tab.empty')}
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
    >
      {tab.editing && customs && (
        <EntrustmentDialog
          jobType={jobType}
          jobId={jobId}
          jobNo={customs.jobNo}
          entrustment={tab.editing.record}
          onClose={tab.close}
        />
      )}
    </JobRecordsCard>
  );
}
