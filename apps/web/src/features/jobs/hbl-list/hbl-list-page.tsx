import type { THblListRow } from '@apex/shared/jobs';
import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureText } from '../../../api/client';
import { ColumnChooser } from '../../../kit/list/columns/column-chooser';
import { ListTable } from '../../../kit/list/list-table';
import { hblCargoColumns } from '../bills/hbl-columns';
import { useHblLabel } from '../bills/hbl-labels';
import { jobDetailPath } from '../card/job-card-paths';
import { useJobTypeParam } from '../use-job-type-param';
import { HblListQuery } from './hbl-list-query';
import { useHblList, useListableJobTypes } from './use-hbl-list';

/** The columns the server sorts by (ZHblListQuery's sortField). */
const SORTABLE = new Set(['hblNo', 'jobNo', 'weightKg']);
/** The list's saved column layout: one for both job types, whose HB/Ls have the same columns. */
const TABLE_KEY = 'hblList';

/** spec §2.2 `/HBLList`: the office's HB/Ls, paged and filtered; a double-click opens the job card. */
export function HblListPage() {
  const { t } = useTranslation('bills');
  const label = useHblLabel();
  const navigate = useNavigate();
  const jobTypes = useListableJobTypes();
  const [jobType, chooseJobType] = useJobTypeParam(jobTypes);
  const list = useHblList(jobType);
  if (!jobType) return <Alert type="warning" showIcon title={t('list.noPermission')} />;
  const columns = [
    ...hblCargoColumns<THblListRow>(t, label).map((c) => (SORTABLE.has(String(c.key)) ? { ...c, sorter: true } : c)),
    { key: 'eta', dataIndex: 'eta', title: 'ETA', width: 110, sorter: true },
  ];
  return (
    <div style={{ padding: 12 }}>
      <HblListQuery list={list} jobTypes={jobTypes} jobType={jobType} onJobType={chooseJobType} />
      <Flex justify="end" style={{ marginBottom: 8 }}>
        <ColumnChooser tableKey={TABLE_KEY} columns={columns} size="small" />
      </Flex>
      {list.error && <Alert type="error" showIcon title={failureText(list.error)} />}
      <ListTable<THblListRow>
        list={list}
        columns={columns}
        tableKey={TABLE_KEY}
        size="small"
        onRow={(row) => ({ onDoubleClick: () => void navigate(jobDetailPath(jobType, row.jobId)) })}
        pagination={{ size: 'small' }}
      />
    </div>
  );
}
