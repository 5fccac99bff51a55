import { Form, Input, Switch } from 'antd';
import { FieldCol } from '../../../kit/form/field-col';
import type { RecordEditor } from '../../../kit/form/use-record-editor';

/**
 * The blacklist switch and, while it is on, the reason a blacklisted record must give (carriers,
 * parties): the form's fields `blacklisted` and `blacklistReason`.
 */
export function BlacklistFields({
  editor,
  label,
  reasonLabel,
}: {
  editor: RecordEditor;
  label: string;
  reasonLabel: string;
}) {
  const blacklisted = Form.useWatch('blacklisted', editor.form);
  return (
    <>
      <FieldCol span={8} label={label} {...editor.field('blacklisted')} required={false} valuePropName="checked">
        <Switch />
      </FieldCol>
      {blacklisted && (
        <FieldCol span={24} label={reasonLabel} {...editor.field('blacklistReason')} required>
          <Input.TextArea maxLength={300} autoSize={{ minRows: 2, maxRows: 4 }} />
        </FieldCol>
      )}
    </>
  );
}
