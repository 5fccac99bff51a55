import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldCol } from '../../../kit/form/field-col';
import type { RecordEditor } from '../../../kit/form/use-record-editor';

/** The three names of a code type or code (spec §3 System code record: three languages). */
export function CodeNameFields({ editor }: { editor: RecordEditor }) {
  const { t } = useTranslation('codes');
  return (
    <>
      {(['nameEn', 'nameCn', 'nameHk'] as const).map((name) => (
        <FieldCol key={name} span={24} label={t(`names.${name}`)} {...editor.field(name)}>
          <Input maxLength={200} />
        </FieldCol>
      ))}
    </>
  );
}
