import type { THblListRow, TJobType } from '@apex/shared/jobs';
import { Alert, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureText } from '../../../api/client';
import { hblCargoColumns } from '../bills/hbl-columns';
import { jobDetailPath } from '../card/job-card-paths';
import { HblListQuery } from './hbl-list-query';
import { useHblList, useListableJobTypes } from './use-hbl-list';

/** The columns the server sorts by (ZHblListQuery's sortField). */
const SORTABLE = new Set(['hblNo', 'jobNo', 'weightKg']);

/** spec §2.2 `/HBLList`: the office's HB/Ls, paged and filtered; a double-click opens the job card. */
export function HblListPage() {
  const { t } = useTranslation('bills');
  const navigate = useNavigate();
  const jobTypes = useListableJobTypes();
  const [chosen, setChosen] = useState<TJobType>();
  const jobType = chosen ?? jobTypes[0];
  const { result, page, onChange, query } = useHblList(jobType);
  if (!jobType) return <Alert type="warning" showIcon title={t('list.noPermission')} />;
  const columns = [
    ...hblCargoColumns<THblListRow>(t).map((c) => (SORTABLE.has(String(c.key)) ? { ...c, sorter: true } : c)),
    { key: 'eta', dataIndex: 'eta', title: 'ETA', width: 110, sorter: true },
  ];
  return (
    <div style={{ padding: 12 }}>
      <HblListQuery jobTypes={jobTypes} jobType={jobType} onJobType={setChosen} onQuery={query} />
      {result.isError && <Alert type="error" showIcon title={failureText(result.error)} />}
      <Table<THblListRow>
        size="small"
        rowKey="id"
        loading={result.isFetching}
        columns={columns}
        dataSource={result.data?.rows}
        onChange={onChange}
        onRow={(row) => ({ onDoubleClick: () => void navigate(jobDetailPath(jobType, row.jobId)) })}
        pagination={{
          ...page,
          current: page.page,
          total: result.data?.total ?? 0,
          showSizeChanger: true,
          size: 'small',
        }}
        scroll={{ x: 1100 }}
      />
    </div>
  );
}
