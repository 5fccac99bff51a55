import { RELATED_JOB_COPY, RELATED_JOB_TYPE, type TJobListRow, type TJobType } from '@apex/shared/jobs';
import { JOB_FIELDS, JOB_TYPE_LABELS } from '@apex/shared/master';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { useCopyGroupLabel } from '../field-group-label';

/**
 * CREATE RELATED JOB asks first (issue 16): which job of which type it creates, from which job, and
 * what it copies, listed in the language's own way ("a, b and c", "a、b和c").
 */
export function useRelatedJobQuestion(jobType: TJobType): (job: TJobListRow) => string {
  const { t, i18n } = useTranslation('jobList');
  const labelText = useLabel();
  const groupLabel = useCopyGroupLabel();
  return (job) => {
    const copied = [
      ...RELATED_JOB_COPY.groups.map(groupLabel),
      ...RELATED_JOB_COPY.fields.map((field) => labelText(JOB_FIELDS[field].label)),
    ];
    const list = new Intl.ListFormat(i18n.language.replace('_', '-'), { type: 'conjunction' });
    return t('relatedQuestion', {
      jobType: labelText(JOB_TYPE_LABELS[RELATED_JOB_TYPE[jobType]]),
      jobNo: job.jobNo,
      copied: list.format(copied),
    });
  };
}
