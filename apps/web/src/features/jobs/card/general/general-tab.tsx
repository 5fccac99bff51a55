import type { TJob } from '@apex/shared/jobs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../../api/client';
import { jobApi } from '../../job-api';
import { jobQuery } from '../job-query';
import { jobQueryKey } from '../job-query-key';
import type { JobTabProps } from '../job-tab-props';
import { ChangeModeButton } from './change-mode-button';
import { GeneralForm } from './general-form';
import { GeneralToolbar } from './general-toolbar';
import { generalValuesOf } from './general-values';
import { useDirtyReport } from './use-dirty-report';
import { useGeneralEditor } from './use-general-editor';

/** The general tab of a saved job (spec §3 Job): loads the job's general part and saves it with its version. */
export function GeneralTab({ jobType, jobId, onDirtyChange }: JobTabProps) {
  const job = useQuery(jobQuery(jobType, jobId)).data;
  if (!job) return <Spin />;
  return <SavedJobGeneral job={job} onDirtyChange={onDirtyChange} />;
}

function SavedJobGeneral({ job, onDirtyChange }: { job: TJob; onDirtyChange: JobTabProps['onDirtyChange'] }) {
  const { t } = useTranslation('jobCard');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { jobType, id } = job;
  const { checkEdited, markSaved } = useDirtyReport(onDirtyChange, generalValuesOf(job));
  // The version the form's values were read at: a background refetch of the job (the header) must
  // not move it, or a save would overwrite what another user saved meanwhile.
  const [version, setVersion] = useState(job.version);
  const editor = useGeneralEditor({
    jobType,
    jobMode: job.jobMode,
    stage: 'edit',
    base: { version },
    send: (body) =>
      request(jobApi(jobType).card.update, { params: { id }, body: body as never }, { isStopError: true }),
    onSaved: (saved) => {
      queryClient.setQueryData(jobQueryKey(jobType, id), saved);
      setVersion(saved.version);
      editor.form.setFieldsValue(generalValuesOf(saved));
      markSaved(generalValuesOf(saved));
      void message.success(t('general.saved', { jobNo: saved.jobNo }));
    },
    reload: async () => {
      const fresh = await queryClient.fetchQuery({ ...jobQuery(jobType, id), staleTime: 0 });
      setVersion(fresh.version);
      markSaved(generalValuesOf(fresh));
      return generalValuesOf(fresh);
    },
  });
  // A date a delivery order keeps follows the job's read (an order saved meanwhile), so that a save
  // sends it as the server holds it.
  useEffect(() => {
    if (job.deliveredBy) editor.form.setFieldValue('cargoDeliveredDate', job.cargoDeliveredDate);
  }, [editor.form, job.deliveredBy, job.cargoDeliveredDate]);
  // A mode change saves the job too: the form goes on from the version it answered with.
  const onModeChanged = (changed: TJob) => setVersion(changed.version);
  return (
    <GeneralForm
      jobType={jobType}
      job={job}
      customs={job}
      kept={job.deliveredBy ? { cargoDeliveredDate: t('general.deliveredByOrder', { no: job.deliveredBy }) } : {}}
      editor={editor}
      initialValues={generalValuesOf(job)}
      onEdited={() => checkEdited(editor.form.getFieldsValue(true))}
      toolbar={
        <GeneralToolbar job={job} saving={editor.saving} onSave={editor.submit}>
          <ChangeModeButton job={{ ...job, version }} onChanged={onModeChanged} />
        </GeneralToolbar>
      }
    />
  );
}
