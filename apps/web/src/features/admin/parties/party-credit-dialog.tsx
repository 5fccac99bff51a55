import { API } from '@apex/shared';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { useEntityEditor } from '../../../kit/form/use-entity-editor';
import { PartyCreditFields } from './party-credit-fields';

/** Sets the credit terms and blacklist of the party with `id`, apart from its other fields. */
export function PartyCreditDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('parties');
  const { record, editor, frame } = useEntityEditor({
    id,
    routes: { get: API.parties.get, update: API.parties.credit },
    savedText: t('creditSaved'),
    onClose,
  });
  return (
    <EditorFrame {...frame} width={560} title={record ? t('creditTitle', { code: record.code }) : t('credit')}>
      <PartyCreditFields editor={editor} />
    </EditorFrame>
  );
}
