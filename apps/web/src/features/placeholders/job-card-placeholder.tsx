import { App, Form, Input } from 'antd';
import { useState } from 'react';
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
 * A job card until its screen is built: says so, names the job in its tab, and holds a draft note
 * that lives as long as the tab. Closing the tab with a note typed asks first (spec §4: the card
 * checks its unsaved state when its tab's close signal comes).
 */
export function JobCardPlaceholder({ title, jobType, jobId }: JobCardPlaceholderProps) {
  const { t } = useTranslation('pages');
  const { modal } = App.useApp();
  const { pathname } = useLocation();
  const [note, setNote] = useState('');
  useTabDynamicTitle(jobId);
  useTabCloseGuard(jobType, jobId, () => {
    if (!note.trim()) return true;
    return new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('unsavedTitle'),
        content: t('unsavedContent'),
        okText: t('closeAnyway'),
        cancelText: t('keepOpen'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  });
  return (
    <PendingScreen
      title={`${title} ${jobId}`}
      heading={t('notAvailableTitle')}
      explanation={t('jobCardPending', { title })}
      details={[
        { label: t('jobNo'), value: jobId },
        { label: t('path'), value: pathname },
      ]}
    >
      <Form layout="vertical" style={{ marginTop: 16 }}>
        <Form.Item label={t('draftNote')} htmlFor="job-draft-note">
          <Input.TextArea id="job-draft-note" rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
        </Form.Item>
      </Form>
    </PendingScreen>
  );
}
