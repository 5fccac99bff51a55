import { PORT_CODE_PATTERN } from '@apex/shared/master';
import { Input, InputNumber, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { FieldCol } from '../../../kit/form/field-col';
import type { RecordEditor } from '../../../kit/form/use-record-editor';
import { PORT_LABELS } from './port-labels';

type PortField = keyof typeof PORT_LABELS;

/** A port's UN/LOCODE (fixed once it exists; its first two letters are the country), names, position and flags. */
export function PortFields({ editor, creating }: { editor: RecordEditor; creating: boolean }) {
  const { t } = useTranslation('refdata');
  const labelText = useLabel();
  const item = (name: PortField) => ({ label: labelText(PORT_LABELS[name]), ...editor.field(name) });
  return (
    <Row gutter={16}>
      <FieldCol span={12} {...item('portCode')} extra={creating ? t('ports.codeHint') : undefined}>
        <Input
          disabled={!creating}
          maxLength={5}
          pattern={PORT_CODE_PATTERN.source}
          style={{ textTransform: 'uppercase' }}
        />
      </FieldCol>
      <FieldCol span={6} {...item('isSea')} required={false} valuePropName="checked">
        <Switch />
      </FieldCol>
      <FieldCol span={6} {...item('enabled')} required={false} valuePropName="checked">
        <Switch />
      </FieldCol>
      <FieldCol span={12} {...item('nameEn')}>
        <Input maxLength={100} />
      </FieldCol>
      <FieldCol span={12} {...item('nameCn')}>
        <Input maxLength={100} />
      </FieldCol>
      <FieldCol span={12} {...item('latitude')}>
        <InputNumber min={-90} max={90} step={0.000001} style={{ width: '100%' }} />
      </FieldCol>
      <FieldCol span={12} {...item('longitude')}>
        <InputNumber min={-180} max={180} step={0.000001} style={{ width: '100%' }} />
      </FieldCol>
    </Row>
  );
}
