import { JOB_TYPES, type TJobType } from '@apex/shared/jobs';
import { JOB_TYPE_LABELS, SCHEME_NO_MAX } from '@apex/shared/master';
import { Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { FieldCol } from '../../../kit/form/field-col';
import type { RecordEditor } from '../../../kit/form/use-record-editor';
import { labelledOptions } from '../../../kit/labelled-options';
import { SCHEME_LABELS } from './charge-scheme-labels';
import { SchemeLinesField } from './scheme-lines-field';

type SchemeField = keyof typeof SCHEME_LABELS;

/** A scheme's no (fixed once it exists, spec §5 ≤ 20), name, job type, remark, and its charge lines. */
export function ChargeSchemeFields({ editor, creating }: { editor: RecordEditor; creating: boolean }) {
  const { t } = useTranslation('charges');
  const labelText = useLabel();
  const item = (name: SchemeField) => ({ label: labelText(SCHEME_LABELS[name]), ...editor.field(name) });
  const jobType = Form.useWatch('jobType', editor.form) as TJobType | undefined;
  return (
    <Row gutter={16}>
      <FieldCol span={6} {...item('schemeNo')}>
        <Input disabled={!creating} maxLength={SCHEME_NO_MAX} style={{ textTransform: 'uppercase' }} />
      </FieldCol>
      <FieldCol span={10} {...item('name')}>
        <Input maxLength={100} />
      </FieldCol>
      <FieldCol span={5} {...item('jobType')}>
        <Select showSearch optionFilterProp="label" options={labelledOptions(JOB_TYPES, JOB_TYPE_LABELS, labelText)} />
      </FieldCol>
      <FieldCol span={3} {...item('enabled')} required={false} valuePropName="checked">
        <Switch />
      </FieldCol>
      <FieldCol span={24} {...item('remark')}>
        <Input maxLength={300} />
      </FieldCol>
      <FieldCol
        span={24}
        label={labelText(SCHEME_LABELS.lines)}
        required
        extra={jobType ? undefined : t('schemes.pickJobType')}
      >
        <SchemeLinesField editor={editor} jobType={jobType} />
      </FieldCol>
    </Row>
  );
}
