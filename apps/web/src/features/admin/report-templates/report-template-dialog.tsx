import { API } from '@apex/shared';
import { JOB_TYPES } from '@apex/shared/jobs';
import { JOB_TYPE_LABELS, REPORT_TEMPLATE_KIND_LABELS, REPORT_TEMPLATE_KINDS } from '@apex/shared/master';
import { Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { FieldCol } from '../../../kit/form/field-col';
import { useEntityEditor } from '../../../kit/form/use-entity-editor';
import { labelledOptions } from '../../../kit/labelled-options';
import { TEMPLATE_LABELS } from './report-template-labels';

type Field = keyof typeof TEMPLATE_LABELS;

const NEW_TEMPLATE = { enabled: true, jobType: null };

/** Adds a report template, or edits the metadata of the one with `id`; its files are in the versions drawer. */
export function ReportTemplateDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation('reportTemplates');
  const labelText = useLabel();
  const { record, editor, frame } = useEntityEditor({
    id,
    routes: API.reportTemplates,
    blank: NEW_TEMPLATE,
    savedText: t('saved'),
    onClose,
  });
  const item = (name: Field) => ({ label: labelText(TEMPLATE_LABELS[name]), ...editor.field(name) });
  return (
    <EditorFrame {...frame} width={600} title={record ? t('editTitle', { code: record.code }) : t('newTitle')}>
      <Row gutter={16}>
        <FieldCol span={12} {...item('code')} required={!record}>
          <Input disabled={id !== undefined} maxLength={50} style={{ textTransform: 'uppercase' }} />
        </FieldCol>
        <FieldCol span={12} {...item('enabled')} required={false} valuePropName="checked">
          <Switch />
        </FieldCol>
        {(['nameEn', 'nameCn', 'nameHk'] as const).map((name) => (
          <FieldCol key={name} span={24} {...item(name)}>
            <Input maxLength={200} />
          </FieldCol>
        ))}
        <FieldCol span={12} {...item('kind')}>
          <Select
            showSearch
            optionFilterProp="label"
            options={labelledOptions(REPORT_TEMPLATE_KINDS, REPORT_TEMPLATE_KIND_LABELS, labelText)}
          />
        </FieldCol>
        <FieldCol span={12} {...item('jobType')} required={false}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('allJobTypes')}
            options={labelledOptions(JOB_TYPES, JOB_TYPE_LABELS, labelText)}
          />
        </FieldCol>
        <FieldCol span={24} {...item('remark')}>
          <Input.TextArea maxLength={500} rows={2} />
        </FieldCol>
      </Row>
    </EditorFrame>
  );
}
