import { JOB_TYPES } from '@apex/shared/jobs';
import {
  CHARGE_CATEGORIES,
  CHARGE_CATEGORY_LABELS,
  CHARGE_UNIT_LABELS,
  CHARGE_UNITS,
  JOB_TYPE_LABELS,
} from '@apex/shared/master';
import { Checkbox, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useLabel } from '../../../i18n/use-label';
import { FieldCol } from '../../../kit/form/field-col';
import type { RecordEditor } from '../../../kit/form/use-record-editor';
import { labelledOptions } from '../../../kit/labelled-options';

import { type ChargeCodeField, useChargeCodeLabel } from './charge-code-labels';

/** A charge code (fixed once it exists), its names, category, and the defaults of a new charge line. */
export function ChargeCodeFields({ editor, creating }: { editor: RecordEditor; creating: boolean }) {
  const labelText = useLabel();
  const label = useChargeCodeLabel();
  const item = (name: ChargeCodeField) => ({ label: label(name), ...editor.field(name) });
  return (
    <Row gutter={16}>
      <FieldCol span={8} {...item('code')}>
        <Input disabled={!creating} maxLength={20} style={{ textTransform: 'uppercase' }} />
      </FieldCol>
      <FieldCol span={8} {...item('sacCode')}>
        <Input maxLength={20} style={{ textTransform: 'uppercase' }} />
      </FieldCol>
      <FieldCol span={8} {...item('category')}>
        <Select
          showSearch
          optionFilterProp="label"
          options={labelledOptions(CHARGE_CATEGORIES, CHARGE_CATEGORY_LABELS, labelText)}
        />
      </FieldCol>
      <FieldCol span={12} {...item('nameEn')}>
        <Input maxLength={100} />
      </FieldCol>
      <FieldCol span={12} {...item('nameCn')}>
        <Input maxLength={100} />
      </FieldCol>
      <FieldCol span={8} {...item('defaultUnit')}>
        <Select
          showSearch
          optionFilterProp="label"
          options={labelledOptions(CHARGE_UNITS, CHARGE_UNIT_LABELS, labelText)}
        />
      </FieldCol>
      <FieldCol span={8} {...item('defaultCurrency')}>
        <Input maxLength={3} style={{ textTransform: 'uppercase' }} />
      </FieldCol>
      <FieldCol span={8} {...item('defaultTaxRate')}>
        {/* A decimal string, never a float (conventions §7). */}
        <InputNumber stringMode min="0" max="100" precision={2} style={{ width: '100%' }} />
      </FieldCol>
      <FieldCol span={16} {...item('jobTypes')}>
        <Checkbox.Group options={labelledOptions(JOB_TYPES, JOB_TYPE_LABELS, labelText)} />
      </FieldCol>
      <FieldCol span={8} {...item('enabled')} required={false} valuePropName="checked">
        <Switch />
      </FieldCol>
    </Row>
  );
}
