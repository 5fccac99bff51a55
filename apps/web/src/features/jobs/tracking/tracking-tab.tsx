import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PermissionRequest } from '../../access-requests/permission-request';
import { useHasPermission } from '../../session/permitted';
import type { JobTabProps } from '../card/job-tab-props';
import { EtaSlipBanner } from './eta-slip-banner';
import { JobTimeline } from './job-timeline';
import { TrackingSubscriptions } from './tracking-subscriptions';

/**
 * The job card's online tracking tab (spec §2.8): the job's carrier subscriptions (§5, §8, §9),
 * an ETA slip when the carrier's arrival moved past the job's ETA, and the carrier's events.
 * Without the view permission, spec §6's note and "apply for permission" instead.
 */
export function TrackingTab({ jobType, jobId }: JobTabProps) {
  const { t } = useTranslation('jobTracking');
  const mayView = useHasPermission('/tracking/view');
  if (!mayView) return <PermissionRequest permission="/tracking/view" note={t('noPermission')} />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <EtaSlipBanner jobType={jobType} jobId={jobId} />
      <TrackingSubscriptions jobType={jobType} jobId={jobId} />
      <JobTimeline jobType={jobType} jobId={jobId} />
    </Space>
  );
}
