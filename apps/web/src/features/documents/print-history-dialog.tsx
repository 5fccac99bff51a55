import { PRINT_VARIANT_LABELS, PRINTED_KIND_LABELS, type TPrintRecord } from '@apex/shared/documents';
import { localTime } from '@apex/shared/format';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/client';
import { useLabel } from '../../i18n/use-label';
import { DraggableModal } from '../../kit/draggable-modal';

/**
 * What a history tells of each print: a job's documents are several kinds, bills, copies and
 * layouts; a party's statements one document, of a side and aged to a day.
 */
const SHOWN = {
  jobDocuments: ['at', 'kind', 'hblNo', 'invoiceNo', 'variant', 'layout', 'by', 'reason'],
  statements: ['at', 'side', 'asOf', 'by'],
} as const;

/**
 * Who printed which documents when, with which layout, and why an original was printed again: of a
 * job (`of` its job no) or of a party's statements (`of` the party).
 */
export function PrintHistoryDialog({
  of,
  shows = 'jobDocuments',
  prints,
  onClose,
}: {
  of: string;
  shows?: keyof typeof SHOWN;
  prints: UseQueryResult<TPrintRecord[]>;
  onClose: () => void;
}) {
  const { t } = useTranslation('printing');
  const label = useLabel();
  const variant = (p: TPrintRecord) => (p.variant ? label(PRINT_VARIANT_LABELS[p.variant]) : '');
  const columns: Record<(typeof SHOWN)[keyof typeof SHOWN][number], ColumnType<TPrintRecord>> = {
    at: { title: t('history.printedAt'), width: 160, render: (_, p) => localTime(p.printedAt) },
    kind: { title: label('masterData:columns.document'), render: (_, p) => label(PRINTED_KIND_LABELS[p.kind]) },
    hblNo: { title: label('jobs:fields.hblNo'), dataIndex: 'hblNo' },
    invoiceNo: { title: label('finance:fields.invoiceNo'), dataIndex: 'invoiceNo' },
    variant: { title: t('history.variant'), render: (_, p) => variant(p) },
    side: { title: label('finance:fields.side'), render: (_, p) => variant(p) },
    asOf: { title: label('documents:financeDocuments.asOf'), dataIndex: 'asOf' },
    layout: {
      title: t('history.layout'),
      render: (_, p) => p.template || t('history.builtIn'),
    },
    by: { title: t('history.printedBy'), dataIndex: 'printedBy', width: 110 },
    reason: { title: t('history.reason'), dataIndex: 'reason' },
  };
  return (
    <DraggableModal open title={t('history.title', { of })} width="min(960px, 96vw)" footer={null} onCancel={onClose}>
      {prints.isError && <Alert type="error" showIcon title={failureText(prints.error)} />}
      <Table<TPrintRecord>
        size="small"
        rowKey="id"
        loading={prints.isPending}
        dataSource={prints.data}
        pagination={{ pageSize: 10, size: 'small' }}
        locale={{ emptyText: t('history.empty') }}
        columns={SHOWN[shows].map((key) => ({ key, ...columns[key] }))}
      />
    </DraggableModal>
  );
}
