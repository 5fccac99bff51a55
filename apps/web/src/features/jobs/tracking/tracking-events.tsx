import { localTime } from '@apex/shared/format';
import type { TStoredTrackingEvent } from '@apex/shared/tracking';
import { Card, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import type { JobTabProps } from '../card/job-tab-props';
import { useJobTracking } from './use-job-tracking';

const CLASSIFIER_COLOURS = { PLN: 'default', EST: 'gold', ACT: 'green', REQ: 'blue' } as const;

/**
 * The carrier's events of the job, by when they happen (or are to): planned, estimated and actual
 * apart; with the history, the estimates a later one replaced are shown too, struck through.
 */
export function TrackingEvents({ jobType, jobId }: Pick<JobTabProps, 'jobType' | 'jobId'>) {
  const { t } = useTranslation('jobTracking');
  const labelText = useLabel();
  const [history, setHistory] = useState(false);
  const tracking = useJobTracking(jobType, jobId, history);
  const columns: ColumnsType<TStoredTrackingEvent> = [
    {
      title: t('events.when'),
      key: 'when',
      width: 150,
      render: (_, e) => localTime(e.eventDateTime, 'YYYY-MM-DD HH:mm'),
    },
    {
      title: t('events.classifier'),
      key: 'classifier',
      width: 100,
      render: (_, e) => (
        <Tag color={CLASSIFIER_COLOURS[e.classifier]}>{labelText(`tracking:classifiers.${e.classifier}`)}</Tag>
      ),
    },
    {
      title: t('events.event'),
      key: 'event',
      render: (_, e) => (
        <span style={e.superseded ? { textDecoration: 'line-through' } : undefined}>{eventName(labelText, e)}</span>
      ),
    },
    {
      title: t('events.place'),
      key: 'place',
      render: (_, e) =>
        [e.transportCall?.unLocationCode ?? e.eventLocation, e.transportCall?.facilityCode].filter(Boolean).join(' · '),
    },
    {
      title: t('events.vessel'),
      key: 'vessel',
      render: (_, e) =>
        [e.transportCall?.vesselName, e.transportCall?.exportVoyageNumber ?? e.transportCall?.importVoyageNumber]
          .filter(Boolean)
          .join(' / '),
    },
    { title: t('events.container'), key: 'container', width: 130, render: (_, e) => e.equipmentReference ?? '' },
    { title: t('events.source'), key: 'source', width: 90, render: (_, e) => e.source },
    {
      title: t('events.received'),
      key: 'received',
      width: 150,
      render: (_, e) => localTime(e.receivedAt, 'YYYY-MM-DD HH:mm'),
    },
  ];
  return (
    <Card
      size="small"
      title={t('events.title')}
      extra={
        <Switch
          size="small"
          checked={history}
          onChange={setHistory}
          checkedChildren={t('events.history')}
          unCheckedChildren={t('events.history')}
        />
      }
    >
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={tracking.data?.events}
        loading={tracking.isFetching}
        pagination={false}
        locale={{ emptyText: t('events.none') }}
      />
    </Card>
  );
}

/** A DCSA event's words: its code's label under its type (a shipment event names its document). */
function eventName(labelText: ReturnType<typeof useLabel>, e: TStoredTrackingEvent) {
  return labelText(`tracking:events.${e.eventType}.${e.eventCode}` as Parameters<typeof labelText>[0]);
}
