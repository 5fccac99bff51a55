import type { TDocRecordRow } from '@apex/shared/doc-records';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, failureText } from '../../../api/client';
import { routeQueryKey } from '../../../kit/list/route-query-key';
import { useDocRecordColumns } from '../../doc-records/doc-record-columns';
import { DocRecordDialog, type DocRecordTarget } from '../../doc-records/doc-record-dialog';
import { Permitted } from '../../session/permitted';
import { jobQuery } from '../card/job-query';
import type { JobTabProps } from '../card/job-tab-props';
import { jobApi } from '../job-api';

/**
 * The job card's doc tab (spec §2.8): the job's doc records and where each paper is; a new one,
 * or a double-click, opens the doc management dialog.
 */
export function DocsTab({ jobType, jobId }: JobTabProps) {
  const { t } = useTranslation('docRecords');
  const route = jobApi(jobType).docs.list;
  const records = useQuery({
    queryKey: routeQueryKey(route, { id: jobId }),
    queryFn: () => call(route, { params: { id: jobId } }, { isStopError: true }),
  });
  const jobNo = useQuery({ ...jobQuery(jobType, jobId), select: (job) => job.jobNo }).data;
  const columns = useDocRecordColumns({ withJob: false });
  const [target, setTarget] = useState<DocRecordTarget>();
  if (records.isError) return <Alert type="error" showIcon title={failureText(records.error)} />;
  return (
    <Card
      size="small"
      title={t('tab.title')}
      extra={
        <Permitted anyOf={['/doc/edit']}>
          <Button
            size="small"
            type="primary"
            disabled={!jobNo}
            onClick={() => setTarget({ jobType, jobId, jobNo: jobNo ?? '' })}
          >
            {t('tab.new')}
          </Button>
        </Permitted>
      }
    >
      <Table<TDocRecordRow>
        size="small"
        rowKey="id"
        loading={records.isPending}
        pagination={false}
        columns={columns}
        dataSource={records.data}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('tab.empty') }}
        onRow={(row) => ({ onDoubleClick: () => setTarget({ id: row.id }) })}
      />
      {target && (
        <DocRecordDialog
          target={target}
          onClose={() => {
            setTarget(undefined);
            void records.refetch();
          }}
        />
      )}
    </Card>
  );
}
