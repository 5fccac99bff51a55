import { JOB_TYPE_TABLE } from '@apex/shared/jobs';
import type { TTruckingKind, TTruckingRow } from '@apex/shared/movement';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, failureText } from '../../../api/client';
import { routeQueryKey } from '../../../kit/list/route-query-key';
import { useHasPermission } from '../../session/permitted';
import { jobQuery } from '../card/job-query';
import type { JobTabProps } from '../card/job-tab-props';
import { jobApi } from '../job-api';
import { useTruckingColumns } from './trucking-columns';
import { TruckingOrderDialog, type TruckingTarget } from './trucking-order-dialog';

/**
 * The job card's trucking tab (spec §2.8): the job's orders, its own and the united ones carrying
 * its containers; a new FCL or CFS order, a united one (the unite trucking picker), or a
 * double-click opens the order.
 */
export function TruckingTab({ jobType, jobId }: JobTabProps) {
  const { t } = useTranslation('jobTrucking');
  const route = jobApi(jobType).trucking.jobOrders;
  const orders = useQuery({
    queryKey: routeQueryKey(route, { id: jobId }),
    queryFn: () => call(route, { params: { id: jobId } }, { isStopError: true }),
  });
  const job = useQuery(jobQuery(jobType, jobId)).data;
  const mayEdit = useHasPermission(JOB_TYPE_TABLE[jobType].edit);
  const columns = useTruckingColumns({ withJob: false });
  const [target, setTarget] = useState<TruckingTarget>();
  if (orders.isError) return <Alert type="error" showIcon title={failureText(orders.error)} />;
  const open = (kind: TTruckingKind, united: boolean) =>
    job && setTarget({ job: { id: jobId, jobNo: job.jobNo, mblNo: job.mblNo }, kind, united });
  return (
    <Card
      size="small"
      title={t('tab.title')}
      extra={
        mayEdit && (
          <Space>
            <Button size="small" type="primary" disabled={!job} onClick={() => open('FCL', false)}>
              {t('tab.newFcl')}
            </Button>
            <Button size="small" disabled={!job} onClick={() => open('CFS', false)}>
              {t('tab.newCfs')}
            </Button>
            <Button size="small" disabled={!job} onClick={() => open('FCL', true)}>
              {t('tab.unite')}
            </Button>
          </Space>
        )
      }
    >
      <Table<TTruckingRow>
        size="small"
        rowKey="id"
        loading={orders.isPending}
        pagination={false}
        columns={columns}
        dataSource={orders.data}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('tab.empty') }}
        onRow={(row) => ({ onDoubleClick: () => setTarget({ id: row.id }) })}
      />
      {target && (
        <TruckingOrderDialog
          jobType={jobType}
          target={target}
          onClose={() => {
            setTarget(undefined);
            void orders.refetch();
          }}
        />
      )}
    </Card>
  );
}
