import type { TJobListRow, TJobType, TSplitJobResult } from '@apex/shared/jobs';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListTable } from '../../../kit/list/list-table';
import { useList } from '../../../kit/list/use-list';
import { jobDetailPath } from '../card/job-card-paths';
import { jobPartQueryKey } from '../cargo-grid/job-part-query';
import { jobApi } from '../job-api';
import { useJobColumns } from '../list/job-columns';
import { JobSplitDialog } from './job-split-dialog';

/** The list's columns that tell which shipment a job is. */
const SHOWN = ['jobNo', 'jobMode', 'customer', 'consignee', 'mblNo', 'pod', 'eta'];

/**
 * `/OceanImport/dosplit`: find a job by its number, split its cargo into deliveries (one job each),
 * then open the jobs it became.
 */
function JobSplitPage({ jobType }: { jobType: TJobType }) {
  const { t } = useTranslation('bills');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listRoute = jobApi(jobType).list.list;
  const list = useList(listRoute);
  const columns = useJobColumns().filter((c) => SHOWN.includes(String(c.key)));
  const [selected, setSelected] = useState<TJobListRow | undefined>();
  const [splitting, setSplitting] = useState(false);
  const [result, setResult] = useState<TSplitJobResult>([]);
  return (
    <div style={{ padding: 12 }}>
      <Space style={{ marginBottom: 8 }}>
        <Input.Search
          allowClear
          size="small"
          placeholder={t('hbl.jobNo')}
          aria-label={t('hbl.jobNo')}
          defaultValue={list.state.jobNo}
          onSearch={(jobNo) => list.update({ jobNo: jobNo.trim() || undefined, page: 1 })}
          style={{ width: 240 }}
        />
        <Button size="small" type="primary" disabled={!selected} onClick={() => setSplitting(true)}>
          {t('split.split')}
        </Button>
        <span style={{ color: '#888' }}>{t('doSplit.hint')}</span>
      </Space>
      {result.length > 0 && (
        <Alert
          type="success"
          showIcon
          closable
          style={{ marginBottom: 8 }}
          title={t('doSplit.result')}
          description={
            <Space wrap>
              {result.map((job) => (
                <Button key={job.id} size="small" type="link" onClick={() => navigate(jobDetailPath(jobType, job.id))}>
                  {job.jobNo}
                </Button>
              ))}
            </Space>
          }
          onClose={() => setResult([])}
        />
      )}
      <ListTable<TJobListRow>
        list={list}
        size="small"
        columns={columns}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selected ? [selected.id] : [],
          onChange: (_, rows) => setSelected(rows[0]),
        }}
        onRow={(row) => ({ onClick: () => setSelected(row) })}
        pagination={{ size: 'small' }}
        scroll={{ x: 900 }}
      />
      {splitting && selected && (
        <JobSplitDialog
          jobType={jobType}
          jobId={selected.id}
          onSplit={setResult}
          onClose={(done) => {
            setSplitting(false);
            if (!done) return;
            setSelected(undefined);
            // The new jobs, and any job card open on the original (its cargo, containers, goods), read again.
            void queryClient.invalidateQueries({ queryKey: [listRoute.tag] });
            void queryClient.invalidateQueries({ queryKey: ['jobs', jobType] });
            for (const part of ['containers', 'goods'])
              void queryClient.invalidateQueries({ queryKey: jobPartQueryKey(part, jobType, selected.id) });
          }}
        />
      )}
    </div>
  );
}

export const OceanImportDoSplitPage = () => <JobSplitPage jobType="OI" />;
