import { localTime } from '@apex/shared/format';
import { TRACKING_REFERENCE_KINDS, type TTrackingSubscription } from '@apex/shared/tracking';
import { Alert, App, Button, Card, Input, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import type { JobTabProps } from '../card/job-tab-props';
import { jobApi } from '../job-api';
import { useJobTracking } from './use-job-tracking';

type Kind = (typeof TRACKING_REFERENCE_KINDS)[number];
const STATUS_COLOURS = { PENDING: 'blue', ACTIVE: 'green', FAILED: 'red' } as const;

/**
 * Subscribing the job at its carrier (spec §5: by the MBL no and the carrier's SCAC; §8 says what
 * is missing) and refreshing; spec §9: after subscribing, wait 5 to 8 minutes before refreshing.
 */
export function TrackingSubscriptions({ jobType, jobId }: Pick<JobTabProps, 'jobType' | 'jobId'>) {
  const { t } = useTranslation('jobTracking');
  const labelText = useLabel();
  const { message } = App.useApp();
  const routes = jobApi(jobType).tracking;
  const tracking = useJobTracking(jobType, jobId);
  const [kind, setKind] = useState<Kind>('MBL');
  const [containerNo, setContainerNo] = useState('');
  const [busy, setBusy] = useState<'subscribe' | 'refresh'>();
  const run = async (what: 'subscribe' | 'refresh') => {
    setBusy(what);
    try {
      const params = { id: jobId };
      const envelope =
        what === 'subscribe'
          ? await request(routes.subscribe, {
              params,
              body: { referenceKind: kind, ...(kind === 'CONTAINER' ? { containerNo } : {}) },
            })
          : await request(routes.refresh, { params });
      void message.success(envelope.message);
    } finally {
      setBusy(undefined);
    }
  };
  const subscriptions = tracking.data?.subscriptions ?? [];
  const columns: ColumnsType<TTrackingSubscription> = [
    {
      title: t('subscriptions.reference'),
      key: 'reference',
      render: (_, s) => `${labelText(`tracking:referenceKinds.${s.referenceKind}`)}: ${s.reference}`,
    },
    { title: t('subscriptions.carrier'), dataIndex: 'carrierCode' },
    {
      title: labelText('general:columns.status'),
      key: 'status',
      render: (_, s) => (
        <Tag color={STATUS_COLOURS[s.status]}>{labelText(`tracking:subscriptionStatuses.${s.status}`)}</Tag>
      ),
    },
    { title: t('subscriptions.subscribedAt'), key: 'subscribedAt', render: (_, s) => localTime(s.subscribedAt) },
    { title: t('subscriptions.lastPolledAt'), key: 'lastPolledAt', render: (_, s) => localTime(s.lastPolledAt) },
    { title: t('subscriptions.lastError'), dataIndex: 'lastError', ellipsis: true },
  ];
  return (
    <Card size="small" title={t('subscriptions.title')}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<Kind>
          value={kind}
          onChange={setKind}
          style={{ width: 170 }}
          aria-label={t('subscriptions.reference')}
          options={TRACKING_REFERENCE_KINDS.map((k) => ({
            value: k,
            label: labelText(`tracking:referenceKinds.${k}`),
          }))}
        />
        {kind === 'CONTAINER' && (
          <Input
            value={containerNo}
            maxLength={11}
            onChange={(event) => setContainerNo(event.target.value.toUpperCase())}
            placeholder={t('container.containerNo', { ns: 'cargo' })}
            aria-label={t('container.containerNo', { ns: 'cargo' })}
            style={{ width: 160 }}
          />
        )}
        <Button type="primary" loading={busy === 'subscribe'} onClick={() => run('subscribe')}>
          {t('subscriptions.subscribe')}
        </Button>
        <Button loading={busy === 'refresh'} disabled={subscriptions.length === 0} onClick={() => run('refresh')}>
          {t('refresh', { ns: 'tabs' })}
        </Button>
      </Space>
      {subscriptions.some((s) => s.tooYoungToRefresh) && (
        <Alert type="info" showIcon title={t('subscriptions.wait')} style={{ marginBottom: 12 }} />
      )}
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={subscriptions}
        loading={tracking.isLoading}
        pagination={false}
        locale={{ emptyText: t('subscriptions.none') }}
      />
    </Card>
  );
}
