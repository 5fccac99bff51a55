import { API, type TEnvelope } from '@apex/shared';
import { type TJob, type TJobType, ZCreateJobRequest, ZUpdateJobRequest } from '@apex/shared/jobs';
import {
  isAlwaysRequired,
  type JobFieldRequirement,
  jobFieldsOf,
  missingRequiredJobFields,
  type TJobMode,
} from '@apex/shared/master';
import { useQuery } from '@tanstack/react-query';
import { App, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../../../api/client';
import { useRecordEditor } from '../../../../kit/form/use-record-editor';

interface GeneralEditorOptions {
  jobType: TJobType;
  jobMode: TJobMode;
  /** A new job's first save, or a saved job's save (spec §3 job field config: required on new / on edit). */
  stage: 'new' | 'edit';
  /** What the request needs besides the fields: the mode of a new job, the version of a saved one. */
  base: Record<string, unknown>;
  send: (body: Record<string, unknown>) => Promise<TEnvelope<TJob>>;
  onSaved: (job: TJob) => void;
  reload?: () => Promise<object | undefined>;
}

/** The requirements of a job type and mode, as job field management set them (any signed-in user may read). */
function useJobFieldConfig(jobType: TJobType, jobMode: TJobMode) {
  return useQuery({
    queryKey: [API.jobFieldConfig.list.tag, jobType, jobMode],
    queryFn: () => call(API.jobFieldConfig.list, { query: { jobType, jobMode } }, { isStopError: true }),
  }).data as JobFieldRequirement[] | undefined;
}

/**
 * The general tab's form: the shared schema's checks (useRecordEditor), the required fields of the
 * job field configuration marked and checked before any save (the server refuses the same), and
 * spec §5's past-ETA question: the server asks (409 job.pastEta), the user confirms, the save is
 * sent again with `confirmPastEta`; declining leaves the question under the ETA.
 */
export function useGeneralEditor({ jobType, jobMode, stage, base, send, onSaved, reload }: GeneralEditorOptions) {
  const { t } = useTranslation(['jobCard', 'admin', 'common']);
  const { modal } = App.useApp();
  const config = useJobFieldConfig(jobType, jobMode);

  const confirmPastEta = (question: string) =>
    new Promise<boolean>((resolve) =>
      modal.confirm({
        title: t('jobCard:general.pastEtaTitle'),
        content: question,
        okText: t('jobCard:general.saveAnyway'),
        cancelText: t('common:cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );

  const save = async (body: Record<string, unknown>) => {
    try {
      return await send(body);
    } catch (error) {
      if (!(error instanceof ApiError) || error.envelope.code !== 'job.pastEta') throw error;
      const question = error.envelope.message;
      if (await confirmPastEta(question)) return send({ ...body, confirmPastEta: true });
      throw new ApiError({ ...error.envelope, data: { issues: [{ field: 'body.eta', message: question }] } });
    }
  };

  const editor = useRecordEditor({
    schema: stage === 'new' ? ZCreateJobRequest : ZUpdateJobRequest,
    base,
    save,
    onSaved: (envelope) => onSaved(envelope.data as TJob),
    reload,
  });

  const required = new Set(
    jobFieldsOf(jobType).filter(
      (name) =>
        isAlwaysRequired(name) ||
        config?.some((c) => c.fieldName === name && (stage === 'new' ? c.requiredOnNew : c.requiredOnEdit)),
    ),
  );

  /** A field's Form.Item props: the schema's rule, and the configuration's requirement and mark. */
  const field = (name: string) => {
    const item = editor.field(name);
    const isRequired = required.has(name as never);
    const rules: FormRule[] = isRequired
      ? [{ required: true, message: t('admin:form.required') }, ...item.rules]
      : item.rules;
    return { ...item, rules, required: isRequired };
  };

  const submit = () => {
    const values = editor.form.getFieldsValue(true);
    const missing = missingRequiredJobFields(config ?? [], { jobType, ...values }, stage);
    if (missing.length === 0) return editor.submit();
    editor.form.setFields(missing.map((name) => ({ name, errors: [t('admin:form.required')] })));
    editor.form.scrollToField(missing[0] as string, { block: 'center' });
  };

  return { form: editor.form, saving: editor.saving, field, submit };
}
export type GeneralEditor = ReturnType<typeof useGeneralEditor>;
