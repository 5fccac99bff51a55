import { HBL_VARIANT_LABELS, PRINTED_KIND_LABELS, type TPrintRecord } from '@apex/shared/documents';
import { localTime } from '@apex/shared/format';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/client';
import { useLabel } from '../../i18n/use-label';
import { DraggableModal } from '../../kit/draggable-modal';

/** Who printed which of the job's documents when, with which layout, and why an original was printed again. */
export function PrintHistoryDialog({
  jobNo,
  prints,
  onClose,
}: {
  jobNo: string;
  prints: UseQueryResult<TPrintRecord[]>;
  onClose: () => void;
}) {
  const { t } = useTranslation('printing');
  const label = useLabel();
  return (
    <DraggableModal
      open
      title={t('history.title', { jobNo })}
      width="min(960px, 96vw)"
      footer={null}
      onCancel={onClose}
    >
      {prints.isError && <Alert type="error" showIcon title={failureText(prints.error)} />}
      <Table<TPrintRecord>
        size="small"
        rowKey="id"
        loading={prints.isPending}
        dataSource={prints.data}
        pagination={{ pageSize: 10, size: 'small' }}
        locale={{ emptyText: t('history.empty') }}
        columns={[
          { key: 'at', title: t('history.printedAt'), width: 160, render: (_, p) => localTime(p.printedAt) },
          {
            key: 'kind',
            title: label('masterData:columns.document'),
            render: (_, p) => label(PRINTED_KIND_LABELS[p.kind]),
          },
          { key: 'hblNo', title: label('jobs:fields.hblNo'), dataIndex: 'hblNo' },
          { key: 'invoiceNo', title: label('finance:fields.invoiceNo'), dataIndex: 'invoiceNo' },
          {
            key: 'variant',
            title: t('history.variant'),
            render: (_, p) => (p.variant ? label(HBL_VARIANT_LABELS[p.variant]) : ''),
          },
          {
            key: 'layout',
            title: t('history.layout'),
            render: (_, p) => (p.templateVersionId === null ? t('history.builtIn') : p.template),
          },
          { key: 'by', title: t('history.printedBy'), dataIndex: 'printedBy', width: 110 },
          { key: 'reason', title: t('history.reason'), dataIndex: 'reason' },
        ]}
      />
    </DraggableModal>
  );
}
