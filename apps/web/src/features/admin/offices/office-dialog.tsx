import { API } from '@apex/shared';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { useEntityEditor } from '../../../kit/form/use-entity-editor';
import { OfficeFields } from './office-fields';

const NEW_OFFICE = { enabled: true, localCurrency: 'CNY' };

/** Creates an office, or edits the one with `id`. */
export function OfficeDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { record, editor, frame } = useEntityEditor({
    id,
    routes: API.offices,
    blank: NEW_OFFICE,
    savedText: t('offices.saved'),
    onClose,
  });
  return (
    <EditorFrame
      {...frame}
      width={640}
      title={record ? t('offices.editTitle', { code: record.officeCode }) : t('offices.new')}
    >
      <OfficeFields editor={editor} creating={id === undefined} />
    </EditorFrame>
  );
}
