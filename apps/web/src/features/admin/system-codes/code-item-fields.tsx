import type { TLocale } from '@apex/shared/i18n';
import type { TSystemCodeItem } from '@apex/shared/master';
import { Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { FieldCol } from '../../../kit/form/field-col';
import type { RecordEditor } from '../../../kit/form/use-record-editor';
import { codeOptions } from '../common/admin-lookups';
import { ITEM_LABELS } from './code-item-labels';
import { CodeNameFields } from './code-name-fields';
import { useCodeTypeLookup } from './code-type-lookup';

/**
 * A code's type and code (fixed once it exists: jobs keep the code), names, order and enabled
 * switch. New codes join open types only; a code of a locked type stays enabled.
 */
export function CodeItemFields({ editor, record }: { editor: RecordEditor; record?: TSystemCodeItem }) {
  const { t, i18n } = useTranslation('codes');
  const labelText = useLabel();
  const types = useCodeTypeLookup();
  const creating = record === undefined;
  const item = (name: keyof typeof ITEM_LABELS) => ({
    label: labelText(ITEM_LABELS[name]),
    ...editor.field(name),
  });
  const typeOptions = codeOptions(
    creating ? types.filter((type) => !type.locked) : types,
    (type) => type.codeType,
    i18n.language as TLocale,
  );
  const keepsEnabled = record?.typeLocked && record.enabled;
  return (
    <Row gutter={16}>
      <FieldCol span={14} {...item('codeType')} required={creating}>
        <Select showSearch disabled={!creating} options={typeOptions} optionFilterProp="label" />
      </FieldCol>
      <FieldCol span={10} {...item('code')} required={creating}>
        <Input disabled={!creating} maxLength={50} style={{ textTransform: 'uppercase' }} />
      </FieldCol>
      <CodeNameFields editor={editor} />
      <FieldCol span={12} {...item('sort')} required={false}>
        <InputNumber min={0} max={99_999} precision={0} style={{ width: '100%' }} />
      </FieldCol>
      <FieldCol
        span={12}
        {...item('enabled')}
        required={false}
        valuePropName="checked"
        extra={keepsEnabled ? t('items.lockedHint') : undefined}
      >
        <Switch disabled={keepsEnabled} />
      </FieldCol>
    </Row>
  );
}
