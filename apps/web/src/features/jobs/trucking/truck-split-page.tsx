import type { TJobType } from '@apex/shared/jobs';
import { TRUCKING_DIRECTIONS, type TTruckingDirection } from '@apex/shared/movement';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Empty, Input, Radio, Segmented, Space, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { call } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { routeQueryKey } from '../../../kit/list/route-query-key';
import { EntrustmentStatusTag } from '../entrustment/entrustment-status';
import { jobApi } from '../job-api';
import { TruckingOrderDialog, type TruckingTarget } from './trucking-order-dialog';

const NONE = 0;

/** The job whose containers are split: from `?JOB_ID=` (a portal's frame) or found by its number. */
function useSplitJob(jobType: TJobType) {
  const [search, setSearch] = useSearchParams();
  const id = Number(search.get('JOB_ID')) || undefined;
  const route = jobApi(jobType).card.get;
  const job = useQuery({
    queryKey: routeQueryKey(route, { id }),
    queryFn: () => call(route, { params: { id: id! } }, { isStopError: true }),
    enabled: id !== undefined,
  }).data;
  const find = async (jobNo: string) => {
    const found = await call(jobApi(jobType).list.list, { query: { jobNo, pageSize: 1 } });
    const next = new URLSearchParams(search);
    if (found.rows[0]) next.set('JOB_ID', String(found.rows[0].id));
    else next.delete('JOB_ID');
    setSearch(next);
    return found.rows[0] !== undefined;
  };
  return { id, job, find };
}

/**
 * Truck split (spec §2.3 /ocean_exp/trucksplit, §2.4 /ocean_exp_outer/trucksplit): a job's
 * containers and its FCL orders going one way; each container put on one order (or none) and the
 * whole saved at once. A new order is made here for the containers to move to.
 */
export function TruckSplitPage({ jobType = 'OE' }: { jobType?: TJobType }) {
  const { t } = useTranslation('jobTrucking');
  const label = useLabel();
  const { message } = App.useApp();
  const { id, job, find } = useSplitJob(jobType);
  const [direction, setDirection] = useState<TTruckingDirection>(jobType === 'OE' ? 'PICKUP' : 'DELIVERY');
  const [making, setMaking] = useState<TruckingTarget>();
  const routes = jobApi(jobType);
  const orders = useQuery({
    queryKey: routeQueryKey(routes.trucking.jobOrders, { id }),
    queryFn: () => call(routes.trucking.jobOrders, { params: { id: id! } }, { isStopError: true }),
    enabled: id !== undefined,
  });
  const containers = useQuery({
    queryKey: routeQueryKey(routes.cargo.getContainers, { id }),
    queryFn: () => call(routes.cargo.getContainers, { params: { id: id! } }, { isStopError: true }),
    enabled: id !== undefined,
  }).data?.containers.filter((c) => c.containerNo);
  const splitOrders = useMemo(
    () => (orders.data ?? []).filter((o) => o.kind === 'FCL' && o.direction === direction && o.status !== 'CANCELLED'),
    [orders.data, direction],
  );
  const current = useMemo(() => {
    const on: Record<string, number> = {};
    for (const o of splitOrders) for (const c of o.containers) if (c.jobId === id) on[c.containerNo] = o.id;
    return on;
  }, [splitOrders, id]);
  const [placed, setPlaced] = useState<Record<string, number>>({});
  useEffect(() => setPlaced(current), [current]);
  const save = async () => {
    await call(routes.trucking.split, {
      params: { id: id! },
      body: {
        orders: splitOrders.map((o) => ({
          id: o.id,
          version: o.version,
          containerNos: Object.keys(placed).filter((no) => placed[no] === o.id),
        })),
      },
    });
    void message.success(t('split.saved'));
    void orders.refetch();
  };
  return (
    <Card
      title={label('jobs:menus.truckingSplit')}
      extra={
        <Space>
          <Input.Search
            size="small"
            allowClear
            placeholder={label('jobs:columns.jobNo')}
            aria-label={t('split.pickJob')}
            enterButton={t('split.open')}
            onSearch={async (jobNo) => {
              if (jobNo && !(await find(jobNo.trim()))) void message.warning(t('split.noJob', { jobNo }));
            }}
          />
        </Space>
      }
    >
      {!job ? (
        <Empty description={t('split.empty')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space>
            <strong>{`${job.jobNo}  ${job.mblNo}`}</strong>
            <Segmented
              size="small"
              value={direction}
              options={Object.entries(TRUCKING_DIRECTIONS).map(([value, key]) => ({ value, label: label(key) }))}
              onChange={(v) => setDirection(v as TTruckingDirection)}
            />
            <Button
              size="small"
              onClick={() =>
                setMaking({ job: { id: job.id, jobNo: job.jobNo, mblNo: job.mblNo }, kind: 'FCL', united: false })
              }
            >
              {t('split.newOrder')}
            </Button>
            <Button size="small" type="primary" disabled={!splitOrders.length} onClick={() => void save()}>
              {t('split.save')}
            </Button>
          </Space>
          <Table
            size="small"
            rowKey="containerNo"
            pagination={false}
            dataSource={containers ?? []}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                key: 'containerNo',
                dataIndex: 'containerNo',
                title: label('jobs:fields.containerNo'),
                width: 130,
                fixed: 'left',
              },
              { key: 'containerType', dataIndex: 'containerType', title: label('jobs:cargo.containerType'), width: 80 },
              ...[{ id: NONE, truckingNo: t('split.notOnOrder'), status: null }, ...splitOrders].map((o) => ({
                key: String(o.id),
                width: 170,
                title: (
                  <Space size={4}>
                    {o.truckingNo}
                    {o.status && <EntrustmentStatusTag status={o.status} />}
                  </Space>
                ),
                render: (_: unknown, c: { containerNo: string }) => (
                  <Radio
                    aria-label={`${c.containerNo} ${o.truckingNo}`}
                    checked={(placed[c.containerNo] ?? NONE) === o.id}
                    onChange={() => setPlaced((p) => ({ ...p, [c.containerNo]: o.id }))}
                  />
                ),
              })),
            ]}
          />
        </Space>
      )}
      {making && (
        <TruckingOrderDialog
          jobType={jobType}
          target={making}
          onClose={() => {
            setMaking(undefined);
            void orders.refetch();
          }}
        />
      )}
    </Card>
  );
}
