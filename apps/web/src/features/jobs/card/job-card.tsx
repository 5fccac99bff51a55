import type { TJob, TJobType } from '@apex/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Result, Spin, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, failureText } from '../../../api/client';
import { discardQuestion } from '../../../kit/form/discard-question';
import { JobPrintMenu } from '../../documents/job-print-menu';
import { useCurrentUser } from '../../session/current-user';
import { holdsAnyPermission } from '../../session/has-permission';
import { useTabCloseGuard } from '../../tabs/use-tab-close-guard';
import { useTabDynamicTitle } from '../../tabs/use-tab-dynamic-title';
import { CardTabBar } from './card-tab-bar';
import { createDirtyTabs } from './dirty-tabs';
import { NewJobGeneral } from './general/new-job-general';
import styles from './job-card.module.css';
import { JobCardHeader } from './job-card-header';
import { JOB_CARD_TABS, visibleJobTabs } from './job-card-tabs';
import { jobQuery } from './job-query';
import { useJobTabLabel } from './job-tab-label';
import { JobTabPanel } from './job-tab-panel';
import { useTabScroll } from './use-tab-scroll';

interface JobCardProps {
  jobType: TJobType;
  /** The route's JOB_ID: the tab's close signal is named after it (spec §4). */
  jobKey: string | undefined;
  /** The saved job shown; absent for a new job. */
  jobId: number | undefined;
  /** Only these parts (tab keys), e.g. the general part alone; every tab by default. */
  parts?: readonly string[];
}

/**
 * The job card (spec §2.8): a header naming the job and its tabs, each loading and saving its own
 * part. Closing the browser-tab-like view with unsaved edits in any tab asks first (spec §4).
 */
export function JobCard({ jobType, jobKey, jobId, parts }: JobCardProps) {
  const { t } = useTranslation(['jobCard', 'pages', 'common']);
  const tabLabel = useJobTabLabel();
  const { modal } = App.useApp();
  const dirty = useMemo(createDirtyTabs, []);
  // One stable reporter per tab: a tab reports again when its callback changes.
  const reporters = useMemo(
    () => Object.fromEntries(JOB_CARD_TABS.map(({ key }) => [key, dirty.reporter(key)])),
    [dirty],
  ) as Record<string, (dirty: boolean) => void>;
  const { permissionlist } = useCurrentUser();
  const [active, setActive] = useState('general');
  const { stripRef, switchTo } = useTabScroll(active, setActive);
  const job = useQuery({ ...jobQuery(jobType, jobId ?? 0), enabled: jobId !== undefined });
  useTabDynamicTitle(job.data?.jobNo ?? (jobId === undefined ? undefined : jobKey));
  useTabCloseGuard(jobType, jobKey ?? '', () => {
    if (!dirty.any()) return true;
    return new Promise<boolean>((resolve) => {
      modal.confirm(
        discardQuestion({
          title: t('pages:unsavedTitle'),
          content: t('pages:unsavedContent'),
          discardText: t('common:close'),
          keepText: t('pages:keepOpen'),
          onDiscard: () => resolve(true),
          onKeep: () => resolve(false),
        }),
      );
    });
  });

  const tabs = visibleJobTabs((permission) => holdsAnyPermission(permissionlist, [permission]), parts).map(
    ({ key }) => ({
      key,
      label: tabLabel(key),
    }),
  );
  if (jobId !== undefined && job.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (jobId !== undefined && job.isError)
    return <JobLoadError error={job.error} jobKey={jobKey} retry={() => job.refetch()} />;
  return (
    <div className={styles.card}>
      <Flex justify="space-between" align="start" gap={8}>
        <JobCardHeader jobType={jobType} job={job.data as TJob | undefined} />
        {job.data && <JobPrintMenu jobType={jobType} jobId={job.data.id} jobNo={job.data.jobNo} />}
      </Flex>
      <div ref={stripRef}>
        <Tabs
          size="small"
          activeKey={active}
          onChange={switchTo}
          renderTabBar={(bar) => <CardTabBar bar={bar} tabs={tabs} />}
          items={tabs.map(({ key, label }) => ({
            key,
            label,
            children:
              jobId === undefined && key === 'general' ? (
                <NewJobGeneral jobType={jobType} onDirtyChange={reporters[key]} />
              ) : (
                <JobTabPanel tabKey={key} jobType={jobType} jobId={jobId} onDirtyChange={reporters[key]} />
              ),
          }))}
        />
      </div>
    </div>
  );
}

/** spec §8 / docs/api.md: a job of another office is "not found", like one that does not exist. */
export function JobNotFound({ jobKey }: { jobKey: string | undefined }) {
  const { t } = useTranslation('jobCard');
  return <Result status="404" subTitle={t('notFound', { job: jobKey })} />;
}

function JobLoadError({ error, jobKey, retry }: { error: Error; jobKey: string | undefined; retry: () => unknown }) {
  const { t } = useTranslation('jobCard');
  if (error instanceof ApiError && error.statusCode === 404) return <JobNotFound jobKey={jobKey} />;
  return (
    <Result
      status="error"
      subTitle={t('loadFailed', { detail: failureText(error) })}
      extra={<Button onClick={() => void retry()}>{t('retry')}</Button>}
    />
  );
}
