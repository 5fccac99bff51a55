import { DOC_BELONGS_TO, DOC_RECEIVERS, DOC_TYPES, type TDocRecordRow } from '@apex/shared/doc-records';
import type { ColumnsType } from 'antd/es/table';
import { useLabel } from '../../i18n/use-label';
import { useDocRecordOptions } from './doc-record-options';
import { DocStatusTag } from './doc-status-tag';

/** The doc record list's columns (spec §3 Doc record), shared by /document_manage/xdoc and the doc tab. */
export function useDocRecordColumns({ withJob = true } = {}): ColumnsType<TDocRecordRow> {
  const label = useLabel();
  const { field } = useDocRecordOptions();
  const columns: ColumnsType<TDocRecordRow> = [
    { key: 'docNo', dataIndex: 'docNo', title: field('docNo'), sorter: withJob, width: 170 },
    { key: 'docType', title: field('docType'), width: 130, render: (_, r) => label(DOC_TYPES[r.docType]) },
    {
      key: 'belongsTo',
      title: field('belongsTo'),
      width: 150,
      render: (_, r) => (r.belongsTo === 'HBL' ? `${label(DOC_BELONGS_TO.HBL)} ${r.hblNo}` : label(DOC_BELONGS_TO.MBL)),
    },
    { key: 'status', title: field('status'), width: 150, render: (_, r) => <DocStatusTag status={r.status} /> },
    { key: 'jobNo', dataIndex: 'jobNo', title: label('jobs:columns.jobNo'), width: 150 },
    { key: 'mblNo', dataIndex: 'mblNo', title: label('jobs:fields.mblNo'), width: 150 },
    { key: 'customerName', dataIndex: 'customerName', title: label('jobs:fields.customer'), width: 200 },
    { key: 'manualNo', dataIndex: 'manualNo', title: field('manualNo'), width: 110 },
    { key: 'originals', dataIndex: 'originals', title: field('originals'), width: 80, align: 'right' },
    {
      key: 'sentTo',
      title: field('sentTo'),
      width: 100,
      render: (_, r) => (r.sentTo ? label(DOC_RECEIVERS[r.sentTo]) : ''),
    },
    { key: 'sendDate', dataIndex: 'sendDate', title: field('sendDate'), sorter: withJob, width: 110 },
    { key: 'sendSigner', dataIndex: 'sendSigner', title: field('sendSigner'), width: 110 },
    { key: 'expressNo', dataIndex: 'expressNo', title: field('expressNo'), width: 150 },
    { key: 'backDate', dataIndex: 'backDate', title: field('backDate'), sorter: withJob, width: 110 },
    { key: 'backSigner', dataIndex: 'backSigner', title: field('backSigner'), width: 110 },
    { key: 'remark', dataIndex: 'remark', title: label('general:columns.remark'), width: 200 },
  ];
  // The doc tab is one job's: its job and MB/L columns would repeat themselves on every row.
  return withJob ? columns : columns.filter((c) => c.key !== 'jobNo' && c.key !== 'mblNo');
}
