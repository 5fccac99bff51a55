import { DatePicker, Input } from 'antd';
import { momentTextField } from '../../../kit/form/date-text-field';
import { FieldCol } from '../../../kit/form/field-col';
import type { RecordEditor } from '../../../kit/form/use-record-editor';
import { PortSelect } from '../pickers/port-select';
import { type GoodsStatusField, useGoodsStatusLabel } from './goods-status-labels';

/** When a step happened (the user's clock), where (a UN/LOCODE) and a remark: every goods status entry's fields. */
export function WhenWhereFields({ editor }: { editor: RecordEditor }) {
  const label = useGoodsStatusLabel();
  const item = (key: GoodsStatusField) => ({ label: label.field(key), ...editor.field(key) });
  return (
    <>
      <FieldCol span={12} {...item('occurredAt')} {...momentTextField}>
        <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
      </FieldCol>
      <FieldCol span={12} {...item('place')}>
        <PortSelect />
      </FieldCol>
      <FieldCol span={24} {...item('remark')}>
        <Input.TextArea rows={2} maxLength={500} />
      </FieldCol>
    </>
  );
}
