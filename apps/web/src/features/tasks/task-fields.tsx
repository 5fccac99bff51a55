import { DatePicker, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FieldCol } from '../../kit/form/field-col';
import type { RecordEditor } from '../../kit/form/use-record-editor';
import type settings from '../../locales/en_US/screens/settings.json';

type TaskField = keyof (typeof settings)['tasks']['fields'];

const DAY = 'YYYY-MM-DD';
/** The form keeps the due date as the request does, a YYYY-MM-DD day; the picker shows it. */
const dayProps = {
  getValueProps: (value: string | null) => ({ value: value ? dayjs(value, DAY) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(DAY) : null),
};

/** A task's title, due date, job no and notes; its status once it exists. */
export function TaskFields({ editor, creating }: { editor: RecordEditor; creating: boolean }) {
  const { t } = useTranslation('settings');
  const item = (name: TaskField) => ({ label: t(`tasks.fields.${name}`), ...editor.field(name) });
  const statuses = (['open', 'done'] as const).map((value) => ({ value, label: t(`tasks.status.${value}`) }));
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
