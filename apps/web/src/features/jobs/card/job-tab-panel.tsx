import type { TJobType } from '@apex/shared/jobs';
import { Alert, Spin } from 'antd';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_CARD_TABS } from './job-card-tabs';
import { useJobTabLabel } from './job-tab-label';
import type { JobTabProps } from './job-tab-props';

/** The built tabs, each its own lazy chunk, made once. */
const TAB_COMPONENTS = new Map<string, LazyExoticComponent<ComponentType<JobTabProps>>>(
  JOB_CARD_TABS.flatMap(({ key, load }) => (load ? [[key, lazy(async () => ({ default: await load() }))]] : [])),
);

interface JobTabPanelProps {
  tabKey: string;
  jobType: TJobType;
  /** Absent while the job is new: only the general tab works before the first save (spec §8). */
  jobId: number | undefined;
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * One tab of the job card: its screen when built, else an honest panel saying why not; a new job's
 * tabs other than general wait for its first save (spec §8 "please save first").
 */
export function JobTabPanel({ tabKey, jobType, jobId, onDirtyChange }: JobTabPanelProps) {
  const { t } = useTranslation('jobCard');
  const tabLabel = useJobTabLabel();
  const tab = tabLabel(tabKey);
  const Tab = TAB_COMPONENTS.get(tabKey);
  if (jobId === undefined) return <Alert type="warning" showIcon title={t('saveFirst', { tab })} />;
  if (!Tab) return <Alert type="info" showIcon title={t('tabNotAvailable', { tab })} />;
  return (
    <Suspense fallback={<Spin />}>
      <Tab jobType={jobType} jobId={jobId} onDirtyChange={onDirtyChange} />
    </Suspense>
  );
}
