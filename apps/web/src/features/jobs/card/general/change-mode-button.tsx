import type { TJob } from '@apex/shared/jobs';
import { JOB_MODES, type TJobMode } from '@apex/shared/master';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, failureText } from '../../../../api/client';
import { jobApi } from '../../job-api';
import { jobQueryKey } from '../job-query-key';

/**
 * spec §5: changes a saved job's mode; choosing the mode it already has is refused by the server
 * ("same job mode chosen"), whose message shows in the dialog.
 */
export function ChangeModeButton({ job, onChanged }: { job: TJob; onChanged: (job: TJob) => void }) {
  const { t } = useTranslation('jobCard');
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<TJobMode>(job.jobMode);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      const saved = await call(
        jobApi(job.jobType).card.changeMode,
        { params: { id: job.id }, body: { version: job.version, jobMode: mode } },
        { isStopError: true },
      );
      queryClient.setQueryData(jobQueryKey(job.jobType, job.id), saved);
      onChanged(saved);
      setOpen(false);
      void message.success(t('general.modeChanged', { mode }));
    } catch (e) {
      setError(failureText(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button
        onClick={() => {
          setMode(job.jobMode);
          setError(undefined);
          setOpen(true);
        }}
      >
        {t('general.changeMode')}
      </Button>
      <Modal
        open={open}
        title={t('general.changeModeTitle', { jobNo: job.jobNo })}
        okText={t('general.changeMode')}
        cancelText={tc('cancel')}
        confirmLoading={saving}
        onOk={() => void save()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form.Item
          label={t('header.jobMode')}
          htmlFor="job-mode-choice"
          validateStatus={error ? 'error' : undefined}
          help={error}
        >
          <Select<TJobMode>
            id="job-mode-choice"
            value={mode}
            onChange={(value) => {
              setMode(value);
              setError(undefined);
            }}
            options={JOB_MODES.map((m) => ({ value: m, label: m }))}
          />
        </Form.Item>
      </Modal>
    </>
  );
}
