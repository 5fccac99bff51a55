import { TASK_STATUS_LABELS } from '@apex/shared/settings';
import { DatePicker, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useLabel } from '../../i18n/use-label';
import { FieldCol } from '../../kit/form/field-col';
import type { RecordEditor } from '../../kit/form/use-record-editor';
import { TASK_LABELS } from './task-labels';

type TaskField = keyof typeof TASK_LABELS;

const DAY = 'YYYY-MM-DD';
/** The form keeps the due date as the request does, a YYYY-MM-DD day; the picker shows it. */
const dayProps = {
  getValueProps: (value: string | null) => ({ value: value ? dayjs(value, DAY) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(DAY) : null),
};

/** A task's title, due date, job no and notes; its status once it exists. */
export function TaskFields({ editor, creating }: { editor: RecordEditor; creating: boolean }) {
  const labelText = useLabel();
  const item = (name: TaskField) => ({ label: labelText(TASK_LABELS[name]), ...editor.field(name) });
  const statuses = (['open', 'done'] as const).map((value) => ({ value, label: labelText(TASK_STATUS_LABELS[value]) }));
  return (
    <Row gutter={16}>
      <FieldCol span={24} {...item('title')}>
        <Input maxLength={200} />
      </FieldCol>
      <FieldCol span={12} {...item('dueDate')} {...dayProps}>
        <DatePicker style={{ width: '100%' }} />
      </FieldCol>
      <FieldCol span={12} {...item('jobNo')}>
        <Input maxLength={30} style={{ textTransform: 'uppercase' }} />
      </FieldCol>
      {!creating && (
        <FieldCol span={12} {...item('status')}>
          <Select options={statuses} />
        </FieldCol>
      )}
      <FieldCol span={24} {...item('notes')}>
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 3, maxRows: 8 }} />
      </FieldCol>
    </Row>
  );
}
