import { API } from '@apex/shared';
import { Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { FieldCol } from '../../../kit/form/field-col';
import { useEntityEditor } from '../../../kit/form/use-entity-editor';
import { CodeNameFields } from './code-name-fields';

/** Adds a code type, or renames the one with `id` (its code is fixed once it exists). */
export function CodeTypeDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation('codes');
  const { record, editor, frame } = useEntityEditor({
    id,
    routes: API.systemCodeTypes,
    savedText: t('types.saved'),
    onClose,
  });
  return (
    <EditorFrame
      {...frame}
      width={520}
      title={record ? t('types.editTitle', { code: record.codeType }) : t('types.new')}
    >
      <Row gutter={16}>
        <FieldCol span={24} label={t('types.fields.codeType')} {...editor.field('codeType')} required={!record}>
          <Input disabled={id !== undefined} maxLength={50} style={{ textTransform: 'uppercase' }} />
        </FieldCol>
        <CodeNameFields editor={editor} />
      </Row>
    </EditorFrame>
  );
}
