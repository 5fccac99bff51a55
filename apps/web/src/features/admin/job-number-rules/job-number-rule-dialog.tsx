import { API } from '@apex/shared';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { useEntityEditor } from '../../../kit/form/use-entity-editor';
import { JobNumberRuleFields } from './job-number-rule-fields';

const NEW_RULE = { prefix: '', datePattern: 'YYMM', seqWidth: 4, resetPeriod: 'MONTHLY' };

/** Adds a job number rule, or edits the one with `id`. */
export function JobNumberRuleDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation('charges');
  const { record, editor, frame } = useEntityEditor({
    id,
    routes: API.jobNumberRules,
    blank: NEW_RULE,
    savedText: t('rules.saved'),
    onClose,
  });
  return (
    <EditorFrame
      {...frame}
      width={600}
      title={
        record ? t('rules.editTitle', { office: record.officeCode, jobType: record.jobType }) : t('rules.newTitle')
      }
    >
      <JobNumberRuleFields editor={editor} creating={id === undefined} />
    </EditorFrame>
  );
}
