import { API } from '@apex/shared';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { useEntityEditor } from '../../../kit/form/use-entity-editor';
import { VesselFields } from './vessel-fields';

/** Adds a vessel, or edits the one with `id`. */
export function VesselDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { record, editor, frame } = useEntityEditor({
    id,
    routes: API.vessels,
    blank: {},
    savedText: t('vessels.saved'),
    onClose,
  });
  return (
    <EditorFrame
      {...frame}
      width={560}
      title={record ? t('vessels.editTitle', { name: record.vesselName }) : t('vessels.new')}
    >
      <VesselFields editor={editor} />
    </EditorFrame>
  );
}
