import type { TJobListRow, TJobType } from '@apex/shared/jobs';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnChooser } from '../../../kit/list/columns/column-chooser';
import { useColumnLayout } from '../../../kit/list/columns/use-column-layout';
import { ListTable } from '../../../kit/list/list-table';
import { useList } from '../../../kit/list/use-list';
import { jobDetailPath } from '../card/job-card-paths';
import { jobApi } from '../job-api';
import { useJobColumns } from './job-columns';
import { JobListToolbar } from './job-list-toolbar';
import { JobQueryForm } from './job-query-form';
import { usePrintJobList } from './print-job-list';
import { type CardPath, useJobListActions } from './use-job-list-actions';
import { useRememberedJobQuery } from './use-job-query';

const COUNT_CAP = 10_000;

/**
 * The ocean export or import job list (spec §2.8): query form, server-paged grid with the column
 * tools, and the list's buttons. One component for both types; the type picks the API paths, the
 * saved layout and the card it opens.
 */
export function JobListPage({ jobType, cardPath = jobDetailPath }: { jobType: TJobType; cardPath?: CardPath }) {
  const { t } = useTranslation('jobList');
  const list = useList(jobApi(jobType).list.list);
  const remember = useRememberedJobQuery(jobType, list);
  const columns = useJobColumns();
  const tableKey = `jobList.${jobType}`;
  const { shown } = useColumnLayout(tableKey, columns);
  const [selected, setSelected] = useState<TJobListRow[]>([]);
  const actions = useJobListActions(jobType, cardPath, () => setSelected([]));
  const title = t(`title${jobType}`);
  const printJobs = usePrintJobList(jobType, title);
  const print = () =>
    void printJobs(
      list.state,
      columns
        .filter((c) => shown.includes(String(c.key)))
        .map((c) => [String(c.key) as keyof TJobListRow & string, String(c.title)]),
    );

  return (
    <Flex vertical gap={6} style={{ padding: 8 }}>
      {/* Title and buttons share a row: each row above the grid is a row of jobs less (issue 16). */}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <JobListToolbar jobType={jobType} state={list.state} selected={selected} actions={actions} onPrint={print}>
          <ColumnChooser tableKey={tableKey} columns={columns} size="small" />
        </JobListToolbar>
      </Flex>
      <JobQueryForm
        jobType={jobType}
        list={list}
        onQueried={(state) => {
          remember(state);
          setSelected([]);
        }}
      />
      <ListTable<TJobListRow>
        list={list}
        columns={columns}
        tableKey={tableKey}
        size="small"
        bordered
        scroll={{ y: 'calc(100vh - 270px)' }}
        rowSelection={{ selectedRowKeys: selected.map((j) => j.id), onChange: (_, rows) => setSelected(rows) }}
        onRow={(job) => ({ onDoubleClick: () => actions.open(job) })}
        pagination={{
          size: 'small',
          pageSizeOptions: [20, 50, 100, 200],
          showTotal: (total) => (total >= COUNT_CAP ? t('totalCapped', { total }) : t('total', { count: total })),
        }}
      />
    </Flex>
  );
}

/** /ocean_exp/list */
export const OceanExportJobListPage = () => <JobListPage jobType="OE" />;
/** /OceanImport/JobList and /sc/oceanimport/JobList */
export const OceanImportJobListPage = () => <JobListPage jobType="OI" />;
