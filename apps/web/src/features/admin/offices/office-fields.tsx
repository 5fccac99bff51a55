import { Input, InputNumber, Row, Select, Switch } from 'antd';
import { useLabel } from '../../../i18n/use-label';
import { FieldCol } from '../../../kit/form/field-col';
import type { RecordEditor } from '../../../kit/form/use-record-editor';
import { LineBreakTextArea } from '../../../kit/line-break-text-area';
import { useCompanies } from '../common/admin-lookups';
import { OFFICE_LABELS } from './office-labels';

type OfficeField = keyof typeof OFFICE_LABELS;

/** The fields of an office; code and company are fixed once it exists. */
export function OfficeFields({ editor, creating }: { editor: RecordEditor; creating: boolean }) {
  const labelText = useLabel();
  const companies = useCompanies().map((c) => ({ value: c.companyCode, label: `${c.companyCode} · ${c.name}` }));
  const item = (name: OfficeField) => ({ label: labelText(OFFICE_LABELS[name]), ...editor.field(name) });
  return (
    <Row gutter={16}>
      <FieldCol span={12} {...item('officeCode')}>
        <Input disabled={!creating} maxLength={10} style={{ textTransform: 'uppercase' }} />
      </FieldCol>
      <FieldCol span={12} {...item('companyCode')}>
        <Select disabled={!creating} options={companies} showSearch={{ optionFilterProp: 'label' }} />
      </FieldCol>
      <FieldCol span={12} {...item('nameEn')}>
        <Input />
      </FieldCol>
      <FieldCol span={12} {...item('nameCn')}>
        <Input />
      </FieldCol>
      <FieldCol span={24} {...item('address')}>
        <LineBreakTextArea autoSize={{ minRows: 2, maxRows: 4 }} />
      </FieldCol>
      <FieldCol span={12} {...item('phone')}>
        <Input />
      </FieldCol>
      {/* issue 17: the currency the office's profit is counted in; the server takes enabled ones only. */}
      <FieldCol span={6} {...item('localCurrency')}>
        <Input maxLength={3} style={{ textTransform: 'uppercase' }} />
      </FieldCol>
      <FieldCol span={6} {...item('minMarginPct')} required={false}>
        {/* A decimal string, never a float (conventions §7); empty: no minimum. */}
        <InputNumber stringMode min="0" max="100" precision={2} style={{ width: '100%' }} />
      </FieldCol>
      {/* The account its invoices and debit notes ask to be paid into; left blank, none is printed. */}
      <FieldCol span={12} {...item('bankName')}>
        <Input maxLength={100} />
      </FieldCol>
      <FieldCol span={12} {...item('bankAccountName')}>
        <Input maxLength={100} />
      </FieldCol>
      <FieldCol span={12} {...item('bankAccountNo')}>
        <Input maxLength={40} />
      </FieldCol>
      <FieldCol span={12} {...item('bankSwift')}>
        <Input maxLength={11} style={{ textTransform: 'uppercase' }} />
      </FieldCol>
      <FieldCol span={12} {...item('enabled')} required={false} valuePropName="checked">
        <Switch />
      </FieldCol>
    </Row>
  );
}
