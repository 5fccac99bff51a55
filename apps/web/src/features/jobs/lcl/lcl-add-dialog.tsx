import type { TJobType, TLclJob } from '@apex/shared/jobs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { jobApi } from '../job-api';
import { lclJobColumns } from './lcl-columns';

const PAGE_SIZE = 10;

/** Picks one of the office's unconsolidated LCL jobs of the master's type, searched on the server. */
export function LclAddDialog({
  jobType,
  jobId,
  onPick,
  onClose,
}: {
  jobType: TJobType;
  jobId: number;
  onPick: (job: TLclJob) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['bills', 'jobCard']);
  const labelText = useLabel();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<TLclJob>();
  const [saving, setSaving] = useState(false);
  const candidates = useQuery({
    queryKey: ['jobs', jobType, jobId, 'lcl', 'candidates', keyword, page],
    queryFn: () =>
      call(
        jobApi(jobType).bills.lclCandidates,
        { params: { id: jobId }, query: { keyword: keyword || undefined, page, pageSize: PAGE_SIZE } },
        { isStopError: true },
      ),
    placeholderData: keepPreviousData,
  });
  return (
    <Modal
      open
      width={860}
      title={t('lcl.addTitle')}
      okText={t('lcl.add')}
      okButtonProps={{ disabled: !picked }}
      confirmLoading={saving}
      onCancel={onClose}
      onOk={async () => {
        if (!picked) return;
        setSaving(true);
        try {
          await onPick(picked);
        } finally {
          setSaving(false);
        }
      }}
    >
      <Input.Search
        size="small"
        allowClear
        placeholder={t('lcl.searchPlaceholder')}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
        style={{ marginBottom: 8, width: 320 }}
      />
      <Table<TLclJob>
        size="small"
        rowKey="id"
        loading={candidates.isFetching}
        columns={lclJobColumns(t, labelText)}
        dataSource={candidates.data?.rows}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: picked ? [picked.id] : [],
          onChange: (_, rows) => setPicked(rows[0]),
        }}
        onRow={(row) => ({ onClick: () => setPicked(row) })}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: candidates.data?.total ?? 0,
          onChange: setPage,
          size: 'small',
        }}
      />
    </Modal>
  );
}
