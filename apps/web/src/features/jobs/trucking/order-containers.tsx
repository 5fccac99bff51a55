import type { TJobType } from '@apex/shared/jobs';
import type { TTruckingContainer } from '@apex/shared/movement';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { routeQueryKey } from '../../../kit/list/route-query-key';
import { CargoGrid } from '../cargo-grid/cargo-grid';
import { momentCell } from '../cargo-grid/cell-inputs';
import { jobApi } from '../job-api';
import { UnitePicker } from './unite-picker';

interface OrderContainersProps {
  jobType: TJobType;
  job: { id: number; jobNo: string; mblNo: string };
  direction: 'PICKUP' | 'DELIVERY';
  united: boolean;
  rows: TTruckingContainer[];
  onChange: (rows: TTruckingContainer[]) => void;
}

const MOMENTS = ['pickupEmptyAt', 'loadedAt', 'returnedAt'] as const;
const keyOf = (c: { jobId: number; containerNo: string }) => `${c.jobId}/${c.containerNo}`;

/**
 * An FCL order's containers: the job's own, added in one go, and on a united order those of other
 * jobs picked with the unite trucking picker; per container the truck's three moments.
 */
export function OrderContainers({ jobType, job, direction, united, rows, onChange }: OrderContainersProps) {
  const { t } = useTranslation('jobTrucking');
  const { t: tCargo } = useTranslation('cargo');
  const label = useLabel();
  const [picking, setPicking] = useState(false);
  const route = jobApi(jobType).cargo.getContainers;
  const own = useQuery({
    queryKey: routeQueryKey(route, { id: job.id }),
    queryFn: () => call(route, { params: { id: job.id } }, { isStopError: true }),
  }).data?.containers;
  const add = (more: TTruckingContainer[]) => {
    const held = new Set(rows.map(keyOf));
    onChange([...rows, ...more.filter((c) => !held.has(keyOf(c)))]);
  };
  const blank = { pickupEmptyAt: null, loadedAt: null, returnedAt: null };
  return (
    <Card
      size="small"
      title={tCargo('containersTitle')}
      extra={
        <Space>
          <Button
            size="small"
            disabled={!own?.length}
            onClick={() =>
              add(
                (own ?? [])
                  .filter((c) => c.containerNo)
                  .map((c) => ({
                    jobId: job.id,
                    jobNo: job.jobNo,
                    mblNo: job.mblNo,
                    containerNo: c.containerNo,
                    containerType: c.containerType,
                    ...blank,
                  })),
              )
            }
          >
            {t('dialog.addJobContainers')}
          </Button>
          {united && (
            <Button size="small" onClick={() => setPicking(true)}>
              {t('dialog.pickContainers')}
            </Button>
          )}
        </Space>
      }
    >
      <CargoGrid<TTruckingContainer>
        list="containers"
        rows={rows}
        errors={{}}
        rowKey={keyOf}
        onChange={onChange}
        leadColumns={[
          { key: 'jobNo', title: label('jobs:columns.jobNo'), width: 150, render: (_, r) => r.jobNo },
          { key: 'containerNo', title: label('jobs:fields.containerNo'), width: 130, render: (_, r) => r.containerNo },
          {
            key: 'containerType',
            title: label('jobs:cargo.containerType'),
            width: 80,
            render: (_, r) => r.containerType,
          },
        ]}
        columns={MOMENTS.map((key) => ({
          key,
          title: label(`trucking:fields.${key}`),
          width: 190,
          cell: (row: TTruckingContainer, set: (value: string | null) => void) => momentCell(row[key], set, undefined),
        }))}
      />
      {picking && (
        <UnitePicker
          jobType={jobType}
          direction={direction}
          held={new Set(rows.map(keyOf))}
          onPick={(picked) => {
            add(picked.map((c) => ({ ...c, ...blank })));
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </Card>
  );
}
