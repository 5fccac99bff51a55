import type { TJobType } from '@apex/shared/jobs';
import type { TTruckingContainerOption, TTruckingDirection } from '@apex/shared/movement';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, Space, Table, Tag } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { DraggableModal } from '../../../kit/draggable-modal';
import { routeQueryKey } from '../../../kit/list/route-query-key';
import { jobApi } from '../job-api';

interface UnitePickerProps {
  jobType: TJobType;
  direction: TTruckingDirection;
  /** Containers the order carries already: not offered again. */
  held: ReadonlySet<string>;
  onPick: (containers: TTruckingContainerOption[]) => void;
  onClose: () => void;
}

const keyOf = (c: TTruckingContainerOption) => `${c.jobId}/${c.containerNo}`;

/**
 * spec §2.8 unite trucking picker: containers of the office's jobs found by MB/L, job no or vessel,
 * ticked to go on one order; one on another order going the same way says which and cannot be ticked.
 */
export function UnitePicker({ jobType, direction, held, onPick, onClose }: UnitePickerProps) {
  const { t } = useTranslation('jobTrucking');
  const label = useLabel();
  const [keyword, setKeyword] = useState('');
  const [ticked, setTicked] = useState<Key[]>([]);
  const route = jobApi(jobType).trucking.containers;
  const query = { keyword: keyword || undefined, direction, limit: 100 };
  const found = useQuery({
    queryKey: routeQueryKey(route, query),
    queryFn: () => call(route, { query }, { isStopError: true }),
    placeholderData: keepPreviousData,
  });
  const rows = (found.data ?? []).filter((c) => !held.has(keyOf(c)));
  return (
    <DraggableModal
      open
      width={900}
      title={t('picker.title')}
      onCancel={onClose}
      footer={
        <Button
          type="primary"
          disabled={!ticked.length}
          onClick={() => onPick(rows.filter((r) => ticked.includes(keyOf(r))))}
        >
          {t('picker.add', { count: ticked.length })}
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input.Search
          allowClear
          placeholder={t('picker.keyword')}
          aria-label={t('picker.keyword')}
          onSearch={setKeyword}
        />
        <Table<TTruckingContainerOption>
          size="small"
          rowKey={keyOf}
          loading={found.isFetching}
          dataSource={rows}
          pagination={false}
          scroll={{ y: 360 }}
          rowSelection={{
            selectedRowKeys: ticked,
            onChange: setTicked,
            getCheckboxProps: (r) => ({ disabled: r.onOrder !== null }),
          }}
          columns={[
            { key: 'jobNo', dataIndex: 'jobNo', title: label('jobs:columns.jobNo'), width: 150 },
            { key: 'mblNo', dataIndex: 'mblNo', title: label('jobs:fields.mblNo'), width: 150 },
            {
              key: 'vessel',
              title: label('masterData:columns.vesselName'),
              render: (_, r) => `${r.vessel} ${r.voyage}`,
            },
            { key: 'containerNo', dataIndex: 'containerNo', title: label('jobs:fields.containerNo'), width: 130 },
            { key: 'containerType', dataIndex: 'containerType', title: label('jobs:cargo.containerType'), width: 80 },
            {
              key: 'onOrder',
              width: 150,
              render: (_, r) => r.onOrder && <Tag>{t('picker.onOrder', { truckingNo: r.onOrder })}</Tag>,
            },
          ]}
        />
      </Space>
    </DraggableModal>
  );
}
