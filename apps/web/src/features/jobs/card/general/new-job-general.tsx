import type { TJobPerson, TJobType } from '@apex/shared/jobs';
import { JOB_MODES, type TJobMode } from '@apex/shared/master';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { call, request } from '../../../../api/client';
import { useLabel } from '../../../../i18n/use-label';
import { useTabsStore } from '../../../tabs/tabs-store';
import { jobApi } from '../../job-api';
import { jobDetailPath } from '../job-card-paths';
import { jobQueryKey } from '../job-query-key';
import type { JobNames } from './general-field';
import { GeneralForm } from './general-form';
import { GeneralToolbar } from './general-toolbar';
import { emptyGeneralValues } from './general-values';
import { useDirtyReport } from './use-dirty-report';
import { useGeneralEditor } from './use-general-editor';

interface NewJobGeneralProps {
  jobType: TJobType;
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * A new job's general tab: the job mode is chosen first (it decides the required fields), then the
 * first save opens the job (numbered by the auto-code rule, spec §8) and its saved card takes the
 * place of this tab, which closes without asking (spec §4 new-job-number tab).
 */
export function NewJobGeneral({ jobType, onDirtyChange }: NewJobGeneralProps) {
  const { t } = useTranslation('jobCard');
  const labelText = useLabel();
  const [jobMode, setJobMode] = useState<TJobMode>();
  // The server names the signed-in operator on create too; the form shows it, still changeable.
  const operatorRoute = jobApi(jobType).people.newJobOperator;
  const operator = useQuery({
    queryKey: [operatorRoute.tag, operatorRoute.path],
    queryFn: () => call(operatorRoute, {}),
  });
  return (
    <>
      <Card size="small" title={labelText('administration:columns.fieldJobMode')} style={{ marginBottom: 8 }}>
        <Radio.Group
          aria-label={t('header.jobMode')}
          value={jobMode}
          onChange={(e) => setJobMode(e.target.value)}
          options={JOB_MODES.map((mode) => ({ value: mode, label: mode }))}
          optionType="button"
          buttonStyle="solid"
        />
      </Card>
      {jobMode && !operator.isPending ? (
        <NewJobForm
          jobType={jobType}
          jobMode={jobMode}
          operator={operator.data ?? null}
          onDirtyChange={onDirtyChange}
        />
      ) : (
        <Alert type="info" showIcon title={t('general.modeFirst')} />
      )}
    </>
  );
}

/** A new job's names: only its default operator, if any. */
const newJobNames = (operator: TJobPerson | null): JobNames => ({
  parties: {},
  carrier: null,
  carrierName: '',
  people: operator ? { operator: { code: operator.code, name: operator.name } } : {},
  operator: operator?.id ?? null,
  sales: null,
  localSales: null,
  customerService: null,
});

function NewJobForm({
  jobType,
  jobMode,
  operator,
  onDirtyChange,
}: NewJobGeneralProps & { jobMode: TJobMode; operator: TJobPerson | null }) {
  const { t } = useTranslation('jobCard');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [initialValues] = useState(() => ({ ...emptyGeneralValues(), operator: operator?.id ?? null }));
  const { checkEdited, markSaved } = useDirtyReport(onDirtyChange, initialValues);
  const editor = useGeneralEditor({
    jobType,
    jobMode,
    stage: 'new',
    base: { jobMode },
    send: (body) => request(jobApi(jobType).card.create, { body: body as never }, { isStopError: true }),
    onSaved: async (job) => {
      markSaved(initialValues);
      queryClient.setQueryData(jobQueryKey(jobType, job.id), job);
      void message.success(t('general.saved', { jobNo: job.jobNo }));
      await navigate(jobDetailPath(jobType, job.id));
      useTabsStore.getState().close(pathname);
    },
  });
  return (
    <GeneralForm
      jobType={jobType}
      job={newJobNames(operator)}
      editor={editor}
      initialValues={initialValues}
      onEdited={() => checkEdited(editor.form.getFieldsValue(true))}
      toolbar={<GeneralToolbar job={undefined} saving={editor.saving} onSave={editor.submit} />}
    />
  );
}
