import { localTime } from '@apex/shared/format';
import type { TLabelKey } from '@apex/shared/i18n';
import type { TJobType } from '@apex/shared/jobs';
import { GOODS_STATUS_LABELS, GOODS_STATUS_SOURCES, type TTimelineLine } from '@apex/shared/tracking';
import { useQuery } from '@tanstack/react-query';
import { Card, Select, Space, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { routeQueryKey } from '../../../kit/list/route-query-key';
import { jobApi } from '../job-api';

const CLASSIFIER_COLOURS = { PLN: 'default', EST: 'gold', ACT: 'green', REQ: 'blue' } as const;
const struck = (line: TTimelineLine) =>
  line.kind === 'carrierEvent' && line.superseded ? { textDecoration: 'line-through', opacity: 0.6 } : undefined;

/** What a line says happened: the goods status step, or the carrier event's code under its type. */
function lineLabel(line: TTimelineLine): TLabelKey {
  if (line.kind === 'goodsStatus') return GOODS_STATUS_LABELS[line.step];
  return `tracking:events.${line.eventType}.${line.eventCode}` as TLabelKey;
}

/**
 * Issue 20's one timeline of a job, or of one of its containers: the goods status (typed, or moved
 * by a carrier or EDI) and the carrier's planned, estimated and actual events by time. With the
 * history, the estimates a later one replaced show struck through.
 */
export function JobTimeline({ jobType, jobId }: { jobType: TJobType; jobId: number }) {
  const { t } = useTranslation('jobTracking');
  const labelText = useLabel();
  const [history, setHistory] = useState(false);
  const [containerNo, setContainerNo] = useState<string>();
  const route = jobApi(jobType).timeline.get;
  const input = {
    params: { id: jobId },
    query: { history: history ? 'true' : 'false', ...(containerNo ? { containerNo } : {}) },
  } as const;
  const timeline = useQuery({ queryKey: routeQueryKey(route, input), queryFn: () => call(route, input) });
  const columns: ColumnsType<TTimelineLine> = [
    { title: t('events.when'), key: 'when', width: 150, render: (_, l) => localTime(l.at, 'YYYY-MM-DD HH:mm') },
    {
      title: t('events.classifier'),
      key: 'classifier',
      width: 120,
      onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_, l) =>
        l.kind === 'goodsStatus' ? (
          <Tag color="purple">{labelText('jobs:menus.goodsStatus')}</Tag>
        ) : (
          <Tag color={CLASSIFIER_COLOURS[l.classifier]}>{labelText(`tracking:classifiers.${l.classifier}`)}</Tag>
        ),
    },
    {
      title: t('events.event'),
      key: 'event',
      render: (_, l) => <span style={struck(l)}>{labelText(lineLabel(l))}</span>,
    },
    {
      title: labelText('movement:goodsStatusFields.place'),
      key: 'place',
      render: (_, l) => [l.place, l.kind === 'carrierEvent' ? l.facility : null].filter(Boolean).join(' · '),
    },
    {
      title: t('events.vessel'),
      key: 'detail',
      render: (_, l) => (l.kind === 'carrierEvent' ? [l.vessel, l.containerNo].filter(Boolean).join(' · ') : l.remark),
    },
    {
      title: t('events.source'),
      key: 'source',
      width: 150,
      render: (_, l) => {
        if (l.kind !== 'goodsStatus') return l.source;
        const source = labelText(GOODS_STATUS_SOURCES[l.source]);
        // A user's entry names the user; the carrier's and EDI's are the system's own.
        return l.source === 'user' ? `${source} · ${l.by}` : source;
      },
    },
  ];
  const containers = timeline.data?.containers ?? [];
  return (
    <Card
      size="small"
      title={t('events.title')}
      extra={
        <Space>
          {containers.length > 0 && (
            <Select
              allowClear
              size="small"
              style={{ width: 160 }}
              value={containerNo}
              onChange={setContainerNo}
              placeholder={t('events.allContainers')}
              aria-label={t('events.container')}
              options={containers.map((no) => ({ value: no, label: no }))}
            />
          )}
          {timeline.data?.withCarrierEvents && (
            <Switch
              size="small"
              checked={history}
              onChange={setHistory}
              checkedChildren={t('events.history')}
              unCheckedChildren={t('events.history')}
            />
          )}
        </Space>
      }
    >
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={timeline.data?.lines}
        loading={timeline.isFetching}
        pagination={false}
        locale={{ emptyText: t('events.none') }}
      />
    </Card>
  );
}
