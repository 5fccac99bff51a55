import { Input, InputNumber, Row, Select } from 'antd';
import { FieldCol } from '../../../kit/form/field-col';
import type { RecordEditor } from '../../../kit/form/use-record-editor';
import { useCurrentUser } from '../../session/current-user';
import { type PartyField, usePartyLabel } from './party-labels';
import { usePartyRoleOptions } from './party-roles';

/** A party's own fields: code (fixed once it exists), names, roles, office, tax id, free time. */
export function PartyFields({ editor, creating }: { editor: RecordEditor; creating: boolean }) {
  const label = usePartyLabel();
  const item = (name: PartyField) => ({ label: label(name), ...editor.field(name) });
  // A party belongs to one of the offices the user works in.
  const offices = useCurrentUser().offices.map((o) => ({ value: o.officeCode, label: `${o.officeCode} · ${o.name}` }));
  return (
    <Row gutter={16}>
      <FieldCol span={8} {...item('code')}>
        <Input disabled={!creating} maxLength={20} style={{ textTransform: 'uppercase' }} />
      </FieldCol>
      <FieldCol span={16} {...item('nameEn')}>
        <Input maxLength={200} />
      </FieldCol>
      <FieldCol span={24} {...item('nameCn')}>
        <Input maxLength={200} />
      </FieldCol>
      <FieldCol span={16} {...item('roles')}>
        <Select mode="multiple" options={usePartyRoleOptions()} />
      </FieldCol>
      <FieldCol span={8} {...item('officeCode')}>
        <Select options={offices} />
      </FieldCol>
      <FieldCol span={24} {...item('taxId')}>
        <Input maxLength={40} />
      </FieldCol>
      {/* issue 20: the free time the containers' clocks count from */}
      <FieldCol span={6} {...item('demurrageFreeDays')}>
        <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
      </FieldCol>
      <FieldCol span={6} {...item('demurrageDailyRate')}>
        <Input inputMode="decimal" maxLength={15} />
      </FieldCol>
      <FieldCol span={6} {...item('detentionFreeDays')}>
        <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
      </FieldCol>
      <FieldCol span={6} {...item('detentionDailyRate')}>
        <Input inputMode="decimal" maxLength={15} />
      </FieldCol>
      <FieldCol span={6} {...item('freeTimeCurrency')}>
        <Input maxLength={3} style={{ textTransform: 'uppercase' }} />
      </FieldCol>
    </Row>
  );
}
