import { API } from '@apex/shared';
import type { TJobFieldConfigQuery } from '@apex/shared/master';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, failureText, request } from '../../../api/client';
import type { useJobFieldDraft } from './use-job-field-draft';

interface JobFieldSaveBarProps {
  selection: Required<TJobFieldConfigQuery>;
  draft: ReturnType<typeof useJobFieldDraft>;
  reload: () => Promise<unknown>;
}

/**
 * Saves the changed switches of the type and mode on screen together. A field someone else saved
 * meanwhile refuses the whole save (409 record.stale): told, with the choice to reload, never merged.
 */
export function JobFieldSaveBar({ selection, draft, reload }: JobFieldSaveBarProps) {
  const { t } = useTranslation('codes');
  const { t: ta } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const count = draft.changes.length;

  const save = async () => {
    setSaving(true);
    try {
      const body = { ...selection, fields: draft.changes };
      const envelope = await request(API.jobFieldConfig.save, { body }, { isStopError: true });
      queryClient.setQueryData([API.jobFieldConfig.list.tag, selection.jobType, selection.jobMode], envelope.data);
      draft.clear();
      void message.success(envelope.message || t('jobFields.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.envelope?.code === 'record.stale')
        modal.confirm({
          title: ta('form.staleTitle'),
          content: error.envelope.message,
          okText: ta('form.reload'),
          cancelText: ta('form.keepEditing'),
          onOk: async () => {
            await reload();
            draft.clear();
          },
        });
      else void message.error({ content: failureText(error), duration: 5 });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space>
      {count > 0 && <Typography.Text type="warning">{t('jobFields.changed', { count })}</Typography.Text>}
      <Button disabled={count === 0} onClick={draft.clear}>
        {t('jobFields.reset')}
      </Button>
      <Button type="primary" disabled={count === 0} loading={saving} onClick={() => void save()}>
        {tc('save')}
      </Button>
    </Space>
  );
}
