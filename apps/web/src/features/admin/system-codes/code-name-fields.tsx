import type { TLabelKey } from '@apex/shared/i18n';
import { Input } from 'antd';
import { useLabel } from '../../../i18n/use-label';
import { FieldCol } from '../../../kit/form/field-col';
import type { RecordEditor } from '../../../kit/form/use-record-editor';

/** The three names as the catalogue calls them, as the code exports do. */
const NAME_LABELS = {
  nameEn: 'general:columns.nameEn',
  nameCn: 'general:columns.nameSimplified',
  nameHk: 'general:columns.nameTraditional',
} as const satisfies Record<string, TLabelKey>;

/** The three names of a code type or code (spec §3 System code record: three languages). */
export function CodeNameFields({ editor }: { editor: RecordEditor }) {
  const labelText = useLabel();
  return (
    <>
      {(['nameEn', 'nameCn', 'nameHk'] as const).map((name) => (
        <FieldCol key={name} span={24} label={labelText(NAME_LABELS[name])} {...editor.field(name)}>
          <Input maxLength={200} />
        </FieldCol>
      ))}
    </>
  );
}
