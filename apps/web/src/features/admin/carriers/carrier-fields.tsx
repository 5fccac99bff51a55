import { Form, Input, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type admin from '../../../locales/en_US/admin.json';
import { FieldCol } from '../common/field-col';
import type { RecordEditor } from '../common/use-record-editor';

type CarrierField = keyof (typeof admin)['carriers']['fields'];

/** A carrier's SCAC (fixed once it exists), names, and blacklist flag with its reason. */
export function CarrierFields({ editor, creating }: { editor: RecordEditor; creating: boolean }) {
  const { t } = useTranslation('admin');
  const item = (name: CarrierField) => ({ label: t(`carriers.fields.${name}`), ...editor.field(name) });
  const blacklisted = Form.useWatch('blacklisted', editor.form);
  return (
    <Row gutter={16}>
      <FieldCol span={8} {...item('scac')}>
        <Input disabled={!creating} maxLength={4} style={{ textTransform: 'uppercase' }} />
      </FieldCol>
      <FieldCol span={16} {...item('nameEn')}>
        <Input maxLength={100} />
      </FieldCol>
      <FieldCol span={24} {...item('nameCn')}>
        <Input maxLength={100} />
      </FieldCol>
      <FieldCol span={8} {...item('blacklisted')} required={false} valuePropName="checked">
        <Switch />
      </FieldCol>
      {blacklisted && (
        <FieldCol span={24} {...item('blacklistReason')} required>
          <Input.TextArea maxLength={300} autoSize={{ minRows: 2, maxRows: 4 }} />
        </FieldCol>
      )}
    </Row>
  );
}
