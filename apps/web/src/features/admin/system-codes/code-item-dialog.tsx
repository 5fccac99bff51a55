import { API } from '@apex/shared';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { useEntityEditor } from '../../../kit/form/use-entity-editor';
import { CodeItemFields } from './code-item-fields';

/** Adds a code (to the type the list is filtered by, when given), or edits the one with `id`. */
export function CodeItemDialog({ id, codeType, onClose }: { id?: number; codeType?: string; onClose: () => void }) {
  const { t } = useTranslation('codes');
  const { record, editor, frame } = useEntityEditor({
    id,
    routes: API.systemCodes,
    blank: { codeType, sort: 0, enabled: true },
    savedText: t('items.saved'),
    onClose,
  });
  return (
    <EditorFrame
      {...frame}
      width={560}
      title={record ? t('items.editTitle', { type: record.codeType, code: record.code }) : t('items.new')}
    >
      <CodeItemFields editor={editor} record={record} />
    </EditorFrame>
  );
}
