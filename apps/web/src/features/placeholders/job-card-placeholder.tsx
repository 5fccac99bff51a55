import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { JobType } from '../tabs/job-close-signal';
import { useTabCloseGuard } from '../tabs/use-tab-close-guard';
import { useTabDynamicTitle } from '../tabs/use-tab-dynamic-title';
import { PendingScreen } from './pending-screen';

interface JobCardPlaceholderProps {
  title: string;
  jobType: JobType;
  jobId: string;
}

/**
 * A job card until its screen is built: says so, names the job in its tab, and answers the tab's
 * close signal (spec §4) — with nothing to lose, it always lets the tab close.
 */
export function JobCardPlaceholder({ title, jobType, jobId }: JobCardPlaceholderProps) {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  useTabDynamicTitle(jobId);
  useTabCloseGuard(jobType, jobId, () => true);
  return (
    <PendingScreen
      title={`${title} ${jobId}`}
      heading={t('notAvailableTitle')}
      explanation={t('jobCardPending', { title })}
      details={[
        { label: t('jobNo'), value: jobId },
        { label: t('path'), value: pathname },
      ]}
    />
  );
}
