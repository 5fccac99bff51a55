import { API } from '@apex/shared';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { useEntityEditor } from '../../../kit/form/use-entity-editor';
import { PortFields } from './port-fields';

const NEW_PORT = { isSea: true, enabled: true, latitude: null, longitude: null };

/** Adds a port, or edits the one with `id`. */
export function PortDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation('refdata');
  const { record, editor, frame } = useEntityEditor({
    id,
    routes: API.ports,
    blank: NEW_PORT,
    savedText: t('ports.saved'),
    onClose,
  });
  return (
    <EditorFrame
      {...frame}
      width={620}
      title={record ? t('ports.editTitle', { code: record.portCode }) : t('ports.new')}
    >
      <PortFields editor={editor} creating={id === undefined} />
    </EditorFrame>
  );
}
