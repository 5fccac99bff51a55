import { API } from '@apex/shared';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { useEntityEditor } from '../../../kit/form/use-entity-editor';
import { CarrierFields } from './carrier-fields';

const NEW_CARRIER = { blacklisted: false };

/** Adds a carrier, or edits the one with `id`. */
export function CarrierDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { record, editor, frame } = useEntityEditor({
    id,
    routes: API.carriers,
    blank: NEW_CARRIER,
    savedText: t('carriers.saved'),
    onClose,
  });
  return (
    <EditorFrame
      {...frame}
      width={560}
      title={record ? t('carriers.editTitle', { code: record.scac }) : t('carriers.new')}
    >
      <CarrierFields editor={editor} creating={id === undefined} />
    </EditorFrame>
  );
}
